import type { ExportFormat } from '../../../api/questionbank';
import type { ImportProblem } from '../import/imported-question';
import { ENGLISH_WORDS, type ImportWords } from '../import/setup-common';
import { QuestionFileFailure } from '../question-file-failure';
import { FORMAT_NAMES } from '../question-formats';
import { giftFile, giftQuestion } from './gift-writer';
import { type BankQuestionData, type MoodleQuestion, moodleQuestion } from './moodle-question';
import { moodleXmlFile, moodleXmlQuestion } from './moodle-xml-writer';

/** A question of the bank left out of the file (1 for the bank's first), and why. */
export type SkippedQuestion = Omit<ImportProblem, 'line'>;

/** What a bank is in a format: the file's text, and the questions the format could not hold. */
export interface ExportedQuestions {
  text: string;
  skipped: SkippedQuestion[];
}

/**
 * A bank's questions, in order, written in `format` for Moodle (or any tool reading it): each one
 * the format holds, and each one it cannot with its reason, so a teacher knows what the file lacks.
 * `words` are those the import gives true/false options and fill in the blanks instructions, which
 * the export recognises.
 */
export function exportQuestions(
  format: ExportFormat,
  questions: readonly BankQuestionData[],
  words: ImportWords = ENGLISH_WORDS,
): ExportedQuestions {
  switch (format) {
    case 'gift':
      return written(
        questions,
        FORMAT_NAMES.gift,
        words,
        (question) => giftQuestion(question, words),
        giftFile,
      );
    case 'moodle_xml':
      return written(questions, FORMAT_NAMES.moodle_xml, words, moodleXmlQuestion, moodleXmlFile);
  }
}

/** Each question as `write` writes it, or skipped with the reason it or the conversion gives; then the file. */
function written<Written>(
  questions: readonly BankQuestionData[],
  formatName: string,
  words: ImportWords,
  write: (question: MoodleQuestion) => Written,
  file: (written: Written[]) => string,
): ExportedQuestions {
  const kept: Written[] = [];
  const skipped: SkippedQuestion[] = [];
  questions.forEach((question, at) => {
    try {
      kept.push(write(moodleQuestion(question, formatName, words)));
    } catch (error) {
      if (!(error instanceof QuestionFileFailure)) throw error;
      skipped.push({ index: at + 1, name: question.name, code: error.code, reason: error.message });
    }
  });
  return { text: file(kept), skipped };
}
