import type { TFunction } from 'i18next';
import type { CrosswordSetup } from '../../../../common/domain/quiz/crossword-setup';
import { newOptionIds } from './option-id';

/** The clues of a crossword setup, each with its answer. */
export type CrosswordEntries = CrosswordSetup['answerKey']['entries'];

/** `entries` with a numbered clue ("Clue 3", answered "Answer") added at the end, with an id of its own. */
export function withNewEntry(entries: CrosswordEntries, t: TFunction): CrosswordEntries {
  const [id] = newOptionIds(
    1,
    entries.map((entry) => entry.id),
  ) as [string];
  const clue = t('quizSetup.starter.clue', { number: entries.length + 1 });
  return [...entries, { id, clue, answer: t('quizSetup.starter.answer') }];
}
