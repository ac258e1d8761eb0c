import { XMLBuilder } from 'fast-xml-parser';
import { literally, type MoodleAnswer, type MoodleBody, type MoodleQuestion } from './moodle-question';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

/** What XML 1.0 cannot hold even escaped (control characters but tab and line breaks, U+FFFE, U+FFFF): left out. */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]/gu;

/**
 * A file of questions as Moodle XML (question/format/xml/format.php), read back by
 * common/domain/quiz/import/moodle-xml.ts as they were: every text `plain_text`, which Moodle shows
 * as written, line breaks and all; the points as `<defaultgrade>`. Moodle needs a name, so a
 * question without one is named by the start of its text. A cloze has no grade of its own: each gap
 * is worth an equal whole number of marks, one each when the points do not divide among the gaps.
 */
export function moodleXmlFile(questions: readonly MoodleXmlQuestion[]): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    quiz: { question: questions },
  });
}

type Element = Record<string, unknown>;
/** A `<question>` element, as fast-xml-parser's builder takes it. */
export type MoodleXmlQuestion = Element;

/** `<text>` of plain text. */
const text = (written: string): Element => ({ text: written.replace(NOT_XML, '') });
const plain = (written: string): Element => ({ '@_format': 'plain_text', ...text(written) });

export function moodleXmlQuestion(question: MoodleQuestion): MoodleXmlQuestion {
  const name = question.name ?? nameFrom(question.type === 'cloze' ? question.instructions : question.text);
  const head: Element = {
    '@_type': question.type,
    name: text(name),
    questiontext: plain(question.type === 'cloze' ? clozeText(question) : question.text),
    generalfeedback: plain(''),
    ...(question.type === 'cloze' ? {} : { defaultgrade: String(question.points) }),
    penalty: '0',
    hidden: '0',
  };
  const tags = question.tags.length > 0 ? { tags: { tag: question.tags.map(text) } } : {};
  return { ...head, ...typeElements(question), ...tags };
}

/** A name from a question's text: its first line, shortened. */
function nameFrom(written: string): string {
  const line = written.split('\n')[0]?.trim() ?? '';
  return line.length > 50 ? `${line.slice(0, 49).trimEnd()}…` : line;
}

function typeElements(question: MoodleBody): Element {
  switch (question.type) {
    case 'multichoice':
      return {
        single: String(question.single),
        shuffleanswers: String(question.shuffle),
        answernumbering: 'abc',
        answer: question.answers.map((answer) => answerElement(answer)),
      };
    case 'truefalse':
      return {
        answer: [
          answerElement({ text: 'true', fraction: question.answer ? 1 : 0, feedback: question.trueFeedback }),
          answerElement({
            text: 'false',
            fraction: question.answer ? 0 : 1,
            feedback: question.falseFeedback,
          }),
        ],
      };
    case 'shortanswer':
      return { usecase: question.caseSensitive ? '1' : '0', answer: question.answers.map(answerElement) };
    case 'numerical':
      return {
        answer: question.answers.map(({ tolerance, ...answer }) => ({
          ...answerElement(answer),
          tolerance: String(tolerance),
        })),
      };
    case 'matching':
      return {
        shuffleanswers: 'true',
        subquestion: question.pairs.map(({ item, match }) => ({ ...plain(item), answer: text(match) })),
      };
    case 'cloze':
      return {};
    case 'essay':
      return {
        responseformat: 'editor',
        responserequired: '1',
        responsefieldlines: '15',
        minwordlimit: question.minWords > 0 ? String(question.minWords) : '',
        maxwordlimit: '',
        attachments: '0',
        attachmentsrequired: '0',
        graderinfo: plain(question.guidance),
        responsetemplate: plain(''),
      };
  }
}

function answerElement({ text: written, fraction, feedback }: MoodleAnswer): Element {
  return {
    '@_fraction': String(Number((fraction * 100).toFixed(5))),
    '@_format': 'plain_text',
    ...text(written),
    feedback: plain(feedback),
  };
}

/**
 * A cloze's text: its instructions, a blank line, then its passage with each gap as
 * `{weight:SHORTANSWER:=answer~=answer}` (`SHORTANSWER_C` minding case), `}`, `#` and `~` escaped
 * in the answers by a backslash and `*` written `\*` (an asterisk, not any text).
 */
function clozeText(question: MoodleQuestion & { type: 'cloze' }): string {
  const gapCount = question.passage.filter((part) => typeof part !== 'string').length;
  const share = question.points / Math.max(gapCount, 1);
  const weight = Number.isInteger(share) ? share : 1;
  const type = question.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER';
  const passage = question.passage.map((part) => {
    if (typeof part === 'string') return part;
    const answers = part.map(
      (answer) => `=${literally(answer).replace(/[}#~]/g, (character) => `\\${character}`)}`,
    );
    return `{${weight}:${type}:${answers.join('~')}}`;
  });
  return `${question.instructions}\n\n${passage.join('')}`;
}
