import type { TFunction } from 'i18next';
import { CategoriseSetup } from '../../../common/domain/quiz/categorise-setup';
import { CrosswordSetup } from '../../../common/domain/quiz/crossword-setup';
import { FillInTheBlanksSetup } from '../../../common/domain/quiz/fill-in-the-blanks-setup';
import { LongFormResponseSetup } from '../../../common/domain/quiz/long-form-response-setup';
import { MatchItSetup } from '../../../common/domain/quiz/match-it-setup';
import { MultipleChoiceSetup } from '../../../common/domain/quiz/multiple-choice-setup';
import { RandomSelectorSetup } from '../../../common/domain/quiz/random-selector-setup';
import { ShortAnswerSetup } from '../../../common/domain/quiz/short-answer-setup';
import { type ContentWidgetType, isContentWidgetType } from '../../../common/domain/widgets';
import { type CategoriseLists, withNewCategory, withNewItem } from './setup/categorise-edits';
import { parseGapNotation, withGapIds } from './setup/gap-notation';
import { type MatchItSides, withNewPair } from './setup/match-it-edits';
import { newOptionId, newOptionIds } from './setup/option-id';

// Parsed, so the starters take the schemas' defaults (1 point, 1 attempt…) and are known valid.
const AnswerKey = ShortAnswerSetup.shape.answerKey;

/** A text answer key with one accepted answer: how a short answer starts, and starts again as text. */
export const starterTextKey = (t: TFunction, otherwiseFeedback = '') =>
  AnswerKey.parse({ kind: 'text', answers: [{ text: t('quizSetup.starter.answer') }], otherwiseFeedback });

/** A numeric answer key with one accepted answer: 0, exactly. */
export const starterNumericKey = (otherwiseFeedback = '') =>
  AnswerKey.parse({ kind: 'numeric', answers: [{ value: 0 }], otherwiseFeedback });

type StarterSetup =
  | MultipleChoiceSetup
  | ShortAnswerSetup
  | FillInTheBlanksSetup
  | MatchItSetup
  | CategoriseSetup
  | CrosswordSetup
  | LongFormResponseSetup
  | RandomSelectorSetup;

const STARTERS: Partial<Record<ContentWidgetType, (t: TFunction) => StarterSetup>> = {
  multiple_choice(t) {
    const options = [1, 2].map((number) => ({
      id: newOptionId(),
      text: t('quizSetup.starter.option', { number }),
    }));
    return MultipleChoiceSetup.parse({
      question: t('quizSetup.starter.question'),
      options,
      answerKey: { correctOptionIds: [options[0]!.id] },
    });
  },
  short_answer: (t) =>
    ShortAnswerSetup.parse({ question: t('quizSetup.starter.question'), answerKey: starterTextKey(t) }),
  fill_in_the_blanks(t) {
    // The sample passage is written in the notation the author edits it in: "… *Jakarta*."
    const written = parseGapNotation(t('quizSetup.starter.passage'));
    const { passage, gaps } = withGapIds(written.ok ? written.parts : [], []);
    return FillInTheBlanksSetup.parse({
      question: t('quizSetup.starter.blanksQuestion'),
      passage,
      answerKey: { gaps },
    });
  },
  match_it(t) {
    const none: MatchItSides = { items: [], choices: [], answerKey: { matches: {} } };
    return MatchItSetup.parse({
      question: t('quizSetup.starter.matchQuestion'),
      ...withNewPair(withNewPair(none, t), t),
    });
  },
  categorise(t) {
    const none: CategoriseLists = { categories: [], items: [], answerKey: { categoryOf: {} } };
    const sorted = withNewCategory(withNewCategory(none, t), t);
    const [first, second] = sorted.categories.map((category) => category.id);
    return CategoriseSetup.parse({
      question: t('quizSetup.starter.categoriseQuestion'),
      ...withNewItem(withNewItem(sorted, t, first), t, second),
    });
  },
  crossword(t) {
    const [first, second] = newOptionIds(2) as [string, string];
    return CrosswordSetup.parse({
      question: t('quizSetup.starter.crosswordQuestion'),
      answerKey: {
        entries: [
          {
            id: first,
            clue: t('quizSetup.starter.crosswordClue1'),
            answer: t('quizSetup.starter.crosswordAnswer1'),
          },
          {
            id: second,
            clue: t('quizSetup.starter.crosswordClue2'),
            answer: t('quizSetup.starter.crosswordAnswer2'),
          },
        ],
      },
    });
  },
  long_form_response: (t) =>
    LongFormResponseSetup.parse({ question: t('quizSetup.starter.longFormQuestion'), minWords: 0 }),
  // No bank yet: the author picks one of the course's (learners see that nothing is drawn until then).
  random_selector: (t) =>
    RandomSelectorSetup.parse({ question: t('quizSetup.draw.starterInstructions'), points: 3 }),
};

/**
 * The setup a new quiz block is created with: the server refuses a quiz block without a valid
 * setup, and the author edits from there. Undefined for other widgets, which start empty.
 */
export function starterSetupOf(widgetType: string, t: TFunction): StarterSetup | undefined {
  return isContentWidgetType(widgetType) ? STARTERS[widgetType]?.(t) : undefined;
}
