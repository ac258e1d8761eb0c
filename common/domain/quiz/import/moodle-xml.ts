import { QuestionFileFailure } from '../question-file-failure';
import { categoryPathTags } from './category-tags';
import { addQuestion, emptyFileProblem } from './import-report';
import type { ImportReport } from './imported-question';
import { type MoodleDocument, moodleDocument } from './moodle-xml-document';
import { moodleSetup } from './moodle-xml-setup';
import { ENGLISH_WORDS, type ImportSetup, type ImportWords } from './setup-common';
import { attribute, childText, element, elements, ownText, type XmlElement } from './xml-element';

/**
 * The questions of a Moodle XML file (Moodle's full export of a question bank) as Kelas quiz
 * questions, each with a setup its widget's stored schema accepts, its name, its tags (its
 * `<tags>` and the names of the category it is in) and its `<defaultgrade>` as its points; and the
 * questions it cannot take with their line and reason (moodle-xml-setup.ts). A problem never stops
 * the rest of the file; a file that is not Moodle XML, or holds no question, is one problem.
 * Category entries only tag the questions after them: they are not questions.
 */
export function parseMoodleXml(text: string, words: ImportWords = ENGLISH_WORDS): ImportReport {
  const report: ImportReport = { questions: [], problems: [] };
  let document: MoodleDocument;
  try {
    document = moodleDocument(text);
  } catch (error) {
    if (!(error instanceof QuestionFileFailure)) throw error;
    report.problems.push({ index: 0, line: null, name: null, code: error.code, reason: error.message });
    return report;
  }
  let categoryTags: string[] = [];
  let index = 0;
  for (const question of document.questions) {
    const type = attribute(question, 'type')?.trim() ?? '';
    if (type === 'category') {
      const category = element(question, 'category');
      categoryTags = categoryPathTags(childText(category, 'text') || ownText(category));
      continue;
    }
    index += 1;
    const tags = [...new Set([...categoryTags, ...questionTags(question)])];
    const place = { index, line: document.lineOf(question), name: nameOf(question), tags };
    addQuestion(report, place, () => withPoints(moodleSetup(type, question, words), question));
  }
  if (index === 0) report.problems.push(emptyFileProblem());
  return report;
}

/** `<name><text>`, on one line; null when empty. */
function nameOf(question: XmlElement): string | null {
  return childText(element(question, 'name'), 'text').replace(/\s+/g, ' ') || null;
}

/** The `<tag><text>` of `<tags>` and of `<coursetags>` (Moodle's tags of the course the bank was in). */
function questionTags(question: XmlElement): string[] {
  return ['tags', 'coursetags']
    .flatMap((list) => elements(element(question, list), 'tag'))
    .map((tag) => childText(tag, 'text'))
    .filter(Boolean);
}

/** The setup worth the question's `<defaultgrade>`, when it has one (a cloze has none: its gaps say). */
function withPoints(built: ImportSetup, question: XmlElement): ImportSetup {
  const grade = childText(question, 'defaultgrade');
  if (grade === '') return built;
  const points = Number(grade);
  if (!Number.isFinite(points)) {
    throw new QuestionFileFailure('quiz.import.malformed', {
      detail: `<defaultgrade>${grade}</defaultgrade>`,
    });
  }
  return { ...built, setup: { ...built.setup, points } };
}
