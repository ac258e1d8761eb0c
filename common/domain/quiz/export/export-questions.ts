import type { ExportEncoding, ExportFormat } from '../../../api/questionbank';
import type { ImportProblem } from '../import/imported-question';
import { ENGLISH_WORDS, type ImportWords } from '../import/setup-common';
import { QuestionFileFailure } from '../question-file-failure';
import { FORMAT_NAMES } from '../question-formats';
import { base64Of } from './base64';
import { giftFile, giftQuestion } from './gift-writer';
import {
  type BankQuestionData,
  type MoodleOptions,
  type MoodleQuestion,
  moodleQuestion,
} from './moodle-question';
import { moodleXmlFile, moodleXmlQuestion } from './moodle-xml-writer';
import { qtiPackage } from './qti-package-writer';
import { qtiItem } from './qti-writer';

/** A question of the bank left out of the file (1 for the bank's first), and why. */
export type SkippedQuestion = Omit<ImportProblem, 'line'>;

/**
 * What a bank is in a format: the file's text (its bytes in base64 for a package), and the
 * questions the format could not hold.
 */
export interface ExportedQuestions {
  text: string;
  encoding: ExportEncoding;
  skipped: SkippedQuestion[];
}

/**
 * What the export is given beside the questions: the words the import gives true/false options and
 * fill in the blanks instructions, which the export recognises (English unless said), and the
 * bank's name, which titles a QTI package's test.
 */
export interface ExportContext {
  words?: ImportWords;
  title?: string;
}

/**
 * A bank's questions, in order, written in `format` for Moodle or any tool reading it (IMS QTI 2.1
 * as a content package): each one the format holds, and each one it cannot with its reason, so a
 * teacher knows what the file lacks.
 */
export function exportQuestions(
  format: ExportFormat,
  questions: readonly BankQuestionData[],
  { words = ENGLISH_WORDS, title = 'Question bank' }: ExportContext = {},
): ExportedQuestions {
  switch (format) {
    case 'gift':
      return written(questions, words, {
        format,
        write: (question) => giftQuestion(question, words),
        file: giftFile,
      });
    case 'moodle_xml':
      return written(questions, words, { format, write: moodleXmlQuestion, file: moodleXmlFile });
    case 'qti':
      return written(questions, words, {
        format,
        write: (question, number) => qtiItem(question, number, words),
        file: (items) => base64Of(qtiPackage(items, title)),
        encoding: 'base64',
        held: { allOrNothing: true },
      });
  }
}

/** How a format is written: each question (the `number`th kept), then the file of them. */
interface Writer<Written> {
  format: ExportFormat;
  write: (question: MoodleQuestion, number: number) => Written;
  file: (written: Written[]) => string;
  encoding?: ExportEncoding;
  /** What the format holds beyond Moodle's questions. */
  held?: MoodleOptions;
}

/** Each question as `write` writes it, or skipped with the reason it or the conversion gives; then the file. */
function written<Written>(
  questions: readonly BankQuestionData[],
  words: ImportWords,
  { format, write, file, encoding = 'utf8', held }: Writer<Written>,
): ExportedQuestions {
  const kept: Written[] = [];
  const skipped: SkippedQuestion[] = [];
  questions.forEach((question, at) => {
    try {
      kept.push(write(moodleQuestion(question, FORMAT_NAMES[format], words, held), kept.length + 1));
    } catch (error) {
      if (!(error instanceof QuestionFileFailure)) throw error;
      skipped.push({ index: at + 1, name: question.name, code: error.code, reason: error.message });
    }
  });
  return { text: file(kept), encoding, skipped };
}
