import type { CrosswordSetup as CrosswordSetupData } from '../../../../common/domain/quiz/crossword-setup';
import type { BlockSetupProps } from '../block-setup-forms';
import { CrosswordEntries } from './crossword-entries';
import { CrosswordPreview } from './crossword-preview';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';

/**
 * The crossword block's setup: the question (its instructions), the clues with their answers, a
 * preview of the grid they make, and the quiz settings. Like the other quiz forms, it edits the
 * whole valid setup the block was created with (quiz-starter-setup.ts), sending it whole; the
 * server lays the grid out again from the answers whenever it saves.
 */
export function CrosswordSetup({ block, onChange }: BlockSetupProps) {
  const setup = block.setupData as CrosswordSetupData;
  const update = (patch: Partial<CrosswordSetupData>) => onChange({ ...setup, ...patch });
  const { answerKey } = setup;
  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <CrosswordEntries
        entries={answerKey.entries}
        onChange={(entries) => update({ answerKey: { ...answerKey, entries } })}
      />
      <CrosswordPreview entries={answerKey.entries} />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
