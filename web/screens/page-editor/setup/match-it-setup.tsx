import type { MatchItSetup as MatchItSetupData } from '../../../../common/domain/quiz/match-it-setup';
import type { BlockSetupProps } from '../block-setup-forms';
import { MatchItDistractors } from './match-it-distractors';
import { MatchItPairs } from './match-it-pairs';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';

/**
 * The match it block's setup: the question, the pairs (an item and its match), the extra choices
 * that match nothing, and the quiz settings. Like the other quiz forms, it edits the whole valid
 * setup the block was created with (quiz-starter-setup.ts), sending it whole.
 */
export function MatchItSetup({ block, onChange }: BlockSetupProps) {
  const setup = block.setupData as MatchItSetupData;
  const update = (patch: Partial<MatchItSetupData>) => onChange({ ...setup, ...patch });
  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <MatchItPairs sides={setup} update={update} />
      <MatchItDistractors sides={setup} update={update} />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
