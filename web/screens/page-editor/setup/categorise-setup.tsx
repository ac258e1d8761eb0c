import type { CategoriseSetup as CategoriseSetupData } from '../../../../common/domain/quiz/categorise-setup';
import type { BlockSetupProps } from '../block-setup-forms';
import { CategoriseCategories } from './categorise-categories';
import { CategoriseItems } from './categorise-items';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';

/**
 * The categorise block's setup: the question, the categories, the items to sort with the category
 * each belongs in, and the quiz settings. Like the other quiz forms, it edits the whole valid setup
 * the block was created with (quiz-starter-setup.ts), sending it whole.
 */
export function CategoriseSetup({ block, onChange }: BlockSetupProps) {
  const setup = block.setupData as CategoriseSetupData;
  const update = (patch: Partial<CategoriseSetupData>) => onChange({ ...setup, ...patch });
  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <CategoriseCategories lists={setup} update={update} />
      <CategoriseItems lists={setup} update={update} />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
