import type { TFunction } from 'i18next';
import { crosswordGridOf } from '../blocks/crossword-grid-of';
import { labelledOf, passageOf } from '../blocks/quiz-question-block';
import { wordName } from './crossword-word-name';
import { submittedFileOf } from './submitted-work';

/**
 * A learner's answers to a quiz block as one line a teacher reads: the options chosen, the text
 * typed, the file handed in, the gaps filled in order, each item with what it was matched or sorted with, or each
 * word of a crossword in clue order.
 */
export function answerSummary(t: TFunction, setupData: Record<string, unknown>, answers: unknown): string {
  const given = (answers ?? {}) as Record<string, unknown>;
  const textOf = (key: string) => new Map(labelledOf(setupData, key).map((entry) => [entry.id, entry.text]));
  const placed = (placements: unknown, targets: string) => {
    const names = textOf(targets);
    const chosen = (placements ?? {}) as Record<string, string>;
    return labelledOf(setupData, 'items')
      .map((item) => `${item.text} → ${names.get(chosen[item.id] ?? '') ?? t('quiz.results.none')}`)
      .join('; ');
  };
  if (Array.isArray(given.selected)) {
    const options = textOf('options');
    return given.selected.map((id) => options.get(String(id)) ?? '').join('; ');
  }
  if (typeof given.text === 'string') return given.text;
  // A file handed in: its name (it opens where it is marked).
  if ('file' in given) return submittedFileOf(given)?.name ?? t('quiz.results.none');
  // A written answer's first words: the whole of it shows where it is marked.
  if (typeof given.html === 'string') {
    const words = given.html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return words.length > 160 ? `${words.slice(0, 160)}…` : words;
  }
  if (given.gaps) {
    const gaps = given.gaps as Record<string, string>;
    return passageOf(setupData)
      .flatMap((part) => ('gapId' in part ? [gaps[part.gapId] || t('quiz.results.none')] : []))
      .join('; ');
  }
  if (given.matches) return placed(given.matches, 'choices');
  if (given.categoryOf) return placed(given.categoryOf, 'categories');
  if (given.words) {
    const words = given.words as Record<string, string>;
    return crosswordGridOf(setupData)
      .words.map((word) => `${wordName(t, word)}: ${words[word.id]?.trim() || t('quiz.results.none')}`)
      .join('; ');
  }
  return '';
}
