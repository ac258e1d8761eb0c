import { giftBlocks } from './gift-blocks';
import { escaped } from './gift-escapes';
import { giftQuestion, questionName } from './gift-questions';
import { giftSetup } from './gift-to-setup';
import { addQuestion, emptyFileProblem } from './import-report';
import type { ImportReport } from './imported-question';
import { ENGLISH_WORDS, type ImportWords } from './setup-common';

/**
 * The questions of a GIFT file (Moodle's text format for questions) as Kelas quiz questions, each
 * with a setup its widget's stored schema accepts, and the questions it cannot take with their line
 * and reason: a description (not a question), a question the grammar does not allow (braces never
 * closed, an empty answer…) or one saying what Kelas cannot keep (answer weights its marking does
 * not give, feedback it has no place for, a setup its schema refuses). A problem never stops the
 * rest of the file; a file with no question at all is one problem. `words` are those a question
 * needs that the file does not give (true/false options, fill in the blanks instructions).
 */
export function parseGift(text: string, words: ImportWords = ENGLISH_WORDS): ImportReport {
  const report: ImportReport = { questions: [], problems: [] };
  const blocks = giftBlocks(text);
  blocks.forEach((block, at) => {
    const { name, rest } = questionName(escaped(block.text).trim());
    const place = { index: at + 1, line: block.line, name, tags: block.tags };
    addQuestion(report, place, () => giftSetup(giftQuestion(rest), words));
  });
  if (blocks.length === 0) report.problems.push(emptyFileProblem());
  return report;
}
