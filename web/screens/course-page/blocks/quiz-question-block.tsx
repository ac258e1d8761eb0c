import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Question } from './question-frame';
import { RandomSelectorBlock } from './random-selector-block';
import type { BlockViewProps } from './setup-value';

/** An item of a list of a quiz setup (options, items, choices) as a reader receives it. */
export interface Labelled {
  id: string;
  text: string;
}

/** The list `key` of a quiz setup (options, items, choices), its malformed entries left out. */
export function labelledOf(setupData: Record<string, unknown>, key: string): Labelled[] {
  const list = setupData[key];
  return Array.isArray(list)
    ? list.filter(
        (entry): entry is Labelled => typeof entry?.id === 'string' && typeof entry?.text === 'string',
      )
    : [];
}

/** A fill in the blanks passage as a reader receives it: text, and the gaps' ids. */
export type PassagePart = { text: string } | { gapId: string };

export function passageOf(setupData: Record<string, unknown>): PassagePart[] {
  const passage = setupData.passage;
  return Array.isArray(passage)
    ? passage.filter(
        (part): part is PassagePart => typeof part?.text === 'string' || typeof part?.gapId === 'string',
      )
    : [];
}

const BOX = 'rounded-lg border border-slate-200 px-3 py-2 text-slate-800';

/** A multiple choice question: its options, without a way to answer. */
function MultipleChoiceBlock({ setupData }: BlockViewProps) {
  const several = setupData.multipleAnswers === true;
  return (
    <Question setupData={setupData}>
      <ul className="space-y-2">
        {labelledOf(setupData, 'options').map((option) => (
          <li key={option.id} className={`flex items-start gap-2 ${BOX}`}>
            <span aria-hidden="true" className="text-slate-500">
              {several ? '☐' : '○'}
            </span>
            {option.text}
          </li>
        ))}
      </ul>
    </Question>
  );
}

/** A short answer question: an empty field. */
function ShortAnswerBlock({ setupData }: BlockViewProps) {
  return (
    <Question setupData={setupData}>
      <div aria-hidden="true" className="h-10 rounded-lg border border-slate-300 bg-slate-50" />
    </Question>
  );
}

/** A fill in the blanks question: the passage, each gap a blank line. */
function FillInTheBlanksBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  let gap = 0;
  return (
    <Question setupData={setupData}>
      <p className="whitespace-pre-line leading-8 text-slate-800">
        {passageOf(setupData).map((part, index) =>
          'text' in part ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the passage's parts never move.
            <span key={index}>{part.text}</span>
          ) : (
            <span key={part.gapId} className="inline-block w-24 border-b-2 border-slate-400 align-baseline">
              <span className="sr-only">{t('quiz.view.gap', { number: ++gap })}</span>
            </span>
          ),
        )}
      </p>
    </Question>
  );
}

/** A match it question: its items, and its choices to match them with. */
function MatchItBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  return (
    <Question setupData={setupData}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['items', 'choices'] as const).map((side) => (
          <div key={side}>
            <p className="mb-2 text-sm font-medium text-slate-700">{t(`quiz.view.${side}`)}</p>
            <ul className="space-y-2">
              {labelledOf(setupData, side).map((entry) => (
                <li key={entry.id} className={BOX}>
                  {entry.text}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Question>
  );
}

/** A categorise question: its categories, and the items to sort into them. */
function CategoriseBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  return (
    <Question setupData={setupData}>
      <p className="mb-2 text-sm font-medium text-slate-700">{t('quiz.view.categories')}</p>
      <ul className="mb-3 flex flex-wrap gap-2">
        {labelledOf(setupData, 'categories').map((category) => (
          <li key={category.id} className={BOX}>
            {category.text}
          </li>
        ))}
      </ul>
      <p className="mb-2 text-sm font-medium text-slate-700">{t('quiz.view.items')}</p>
      <ul className="flex flex-wrap gap-2">
        {labelledOf(setupData, 'items').map((item) => (
          <li key={item.id} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800">
            {item.text}
          </li>
        ))}
      </ul>
    </Question>
  );
}

/** A long form response: an empty page for a written answer. */
function LongFormResponseBlock({ setupData }: BlockViewProps) {
  return (
    <Question setupData={setupData}>
      <div aria-hidden="true" className="h-32 rounded-lg border border-slate-300 bg-slate-50" />
    </Question>
  );
}

// The crossword's grid is a chunk of its own: most pages have none, and every course page's first
// load carries the views here.
const CrosswordGrid = lazy(() =>
  import('./crossword-question').then((module) => ({ default: module.CrosswordBlock })),
);

/** A crossword: its grid and clues once loaded, its question meanwhile. */
function CrosswordBlock({ setupData }: BlockViewProps) {
  return (
    <Suspense fallback={<Question setupData={setupData}>{null}</Question>}>
      <CrosswordGrid setupData={setupData} />
    </Suspense>
  );
}

/** Each quiz widget's view for everyone but a learner of a class. */
export const QUESTION_VIEWS: Record<string, ComponentType<BlockViewProps>> = {
  multiple_choice: MultipleChoiceBlock,
  short_answer: ShortAnswerBlock,
  fill_in_the_blanks: FillInTheBlanksBlock,
  match_it: MatchItBlock,
  categorise: CategoriseBlock,
  crossword: CrosswordBlock,
  long_form_response: LongFormResponseBlock,
  random_selector: RandomSelectorBlock,
};
