import { reasonText } from '../../../reasons';
import { WIDGET_SETUP } from '../../widget-setup';
import { giftBlocks } from './gift-blocks';
import { escaped } from './gift-escapes';
import { GiftFailure } from './gift-failure';
import { giftQuestion, questionName } from './gift-questions';
import { GIFT_ENGLISH_WORDS, type GiftWords } from './gift-setup-common';
import { giftSetup } from './gift-to-setup';
import type { ImportReport } from './imported-question';

export { GIFT_ENGLISH_WORDS, type GiftWords } from './gift-setup-common';

/**
 * The questions of a GIFT file (Moodle's text format for questions) as Kelas quiz questions, each
 * with a setup its widget's stored schema accepts, and the questions it cannot take with their line
 * and reason: a description (not a question), a question the grammar does not allow (braces never
 * closed, an empty answer…) or one saying what Kelas cannot keep (answer weights its marking does
 * not give, feedback it has no place for, a setup its schema refuses). A problem never stops the
 * rest of the file; a file with no question at all is one problem. `words` are those a question
 * needs that the file does not give (true/false options, fill in the blanks instructions).
 */
export function parseGift(text: string, words: GiftWords = GIFT_ENGLISH_WORDS): ImportReport {
  const report: ImportReport = { questions: [], problems: [] };
  const blocks = giftBlocks(text);
  blocks.forEach((block, at) => {
    const index = at + 1;
    const { name, rest } = questionName(escaped(block.text).trim());
    try {
      const { widgetType, setup } = giftSetup(giftQuestion(rest), words);
      const checked = WIDGET_SETUP[widgetType].safeParse(setup);
      if (!checked.success) {
        throw new GiftFailure('quiz.import.invalid', { detail: checked.error.issues[0]?.message ?? '' });
      }
      report.questions.push({
        index,
        line: block.line,
        name,
        widgetType,
        setupData: checked.data,
        tags: block.tags,
      });
    } catch (error) {
      if (!(error instanceof GiftFailure)) throw error;
      report.problems.push({ index, line: block.line, name, code: error.code, reason: error.message });
    }
  });
  if (blocks.length === 0) {
    const reason = reasonText('quiz.import.empty');
    report.problems.push({ index: 0, line: null, name: null, code: 'quiz.import.empty', reason });
  }
  return report;
}
