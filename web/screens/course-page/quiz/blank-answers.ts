import { wordCount } from '../../../../common/domain/quiz/word-count';
import type { QuizAnswers } from './use-quiz-answers';

/** What each quiz widget's form starts from before anything is answered. */
export const EMPTY_ANSWERS: Readonly<Record<string, QuizAnswers>> = {
  multiple_choice: { selected: [] },
  short_answer: { text: '' },
  fill_in_the_blanks: { gaps: {} },
  match_it: { matches: {} },
  categorise: { categoryOf: {} },
  crossword: { words: {} },
  long_form_response: { html: '' },
  random_selector: { questions: {} },
  // Submission blocks (in submission mode: widgets.ts isSubmissionBlock), before a file is uploaded.
  file: { file: null },
  media_recording: { file: null },
};

/** Nothing chosen, typed or matched yet. */
export function isBlank(answers: QuizAnswers): boolean {
  if ('file' in answers) return answers.file === null;
  if ('selected' in answers) return answers.selected.length === 0;
  if ('html' in answers) return wordCount(answers.html) === 0;
  if ('text' in answers) return answers.text.trim() === '';
  if ('questions' in answers) return Object.values(answers.questions).every(isBlank);
  const parts =
    'gaps' in answers
      ? answers.gaps
      : 'matches' in answers
        ? answers.matches
        : 'words' in answers
          ? answers.words
          : answers.categoryOf;
  return Object.values(parts).every((value) => value.trim() === '');
}
