import { QuestionFileFailure, quote } from '../question-file-failure';
import { addQuestion } from './import-report';
import type { ImportReport } from './imported-question';
import { qtiItemSetup } from './qti-item';
import { packageItems } from './qti-manifest';
import { packageFiles } from './qti-package';
import { nameOf, xmlRoot } from './qti-xml';
import { ENGLISH_WORDS, type ImportWords } from './setup-common';
import { attribute, type XmlElement } from './xml-element';

/** The namespaces of the items Kelas reads: QTI 2.1, and 2.2, which writes these interactions alike. */
const QTI_NAMESPACES = new Set([
  'http://www.imsglobal.org/xsd/imsqti_v2p1',
  'http://www.imsglobal.org/xsd/imsqti_v2p2',
]);

/**
 * One IMS QTI 2.1 `assessmentItem` file as a report of one question (qti-item.ts), named by its
 * `title`; a file that is not one is its one problem.
 */
export function parseQtiItem(text: string, words: ImportWords = ENGLISH_WORDS): ImportReport {
  const report: ImportReport = { questions: [], problems: [] };
  addItem(report, { index: 1, href: null, tags: [] }, text, words);
  return report;
}

/**
 * The items of an IMS content package (a zip with an `imsmanifest.xml`) as questions, in the order
 * qti-manifest.ts gives, each with its resource's keywords as tags; each item that cannot be taken
 * (or that the package does not hold) is a problem named by its title or file. A package that
 * cannot be read (not a zip, too large, no manifest) is one problem.
 */
export function parseQtiPackage(bytes: Uint8Array, words: ImportWords = ENGLISH_WORDS): ImportReport {
  const report: ImportReport = { questions: [], problems: [] };
  try {
    const files = packageFiles(bytes);
    packageItems(files).forEach(({ href, path, tags }, at) => {
      const text = path === null ? undefined : files.get(path);
      const place = { index: at + 1, href, tags };
      if (text === undefined) {
        addProblem(report, place, new QuestionFileFailure('quiz.import.packageFile', { file: quote(href) }));
      } else addItem(report, place, text, words);
    });
  } catch (error) {
    if (!(error instanceof QuestionFileFailure)) throw error;
    addProblem(report, { index: 0, href: null, tags: [] }, error);
  }
  return report;
}

/** Where an item stands: its place in the file or package, the file it is in, and its tags. */
interface ItemPlace {
  index: number;
  href: string | null;
  tags: string[];
}

function addItem(report: ImportReport, place: ItemPlace, text: string, words: ImportWords): void {
  let item: XmlElement;
  try {
    item = itemOf(text);
  } catch (error) {
    if (!(error instanceof QuestionFileFailure)) throw error;
    addProblem(report, place, error);
    return;
  }
  const name = attribute(item, 'title')?.replace(/\s+/g, ' ').trim() || null;
  addQuestion(report, { index: place.index, line: null, name, tags: place.tags }, () =>
    qtiItemSetup(item, words),
  );
}

/** A problem of an item that could not be read, named by its file in a package. */
function addProblem(report: ImportReport, { index, href }: ItemPlace, failure: QuestionFileFailure): void {
  report.problems.push({ index, line: null, name: href, code: failure.code, reason: failure.message });
}

/** The `assessmentItem` of a file, or a failure saying why the file is not one. */
function itemOf(text: string): XmlElement {
  const { root, namespace } = xmlRoot(text, 'quiz.import.qti');
  if (nameOf(root) !== 'assessmentItem') {
    throw new QuestionFileFailure('quiz.import.qti', {
      detail: quote(`<${nameOf(root)}> instead of <assessmentItem>`),
    });
  }
  if (namespace !== undefined && !QTI_NAMESPACES.has(namespace)) {
    throw new QuestionFileFailure('quiz.import.qti', { detail: `namespace ${quote(namespace)}` });
  }
  return root;
}
