import { giftEscaped } from '../import/gift-escapes';
import type { ImportWords } from '../import/setup-common';
import { QuestionFileFailure, quote } from '../question-file-failure';
import { FORMAT_NAMES } from '../question-formats';
import { literally, type MoodleAnswer, type MoodleBody, type MoodleQuestion } from './moodle-question';

/**
 * A question as GIFT writes it (docs.moodle.org/en/GIFT_format), read back by common/domain/quiz/
 * import/gift.ts as it was: its tags as `// [tag:…]` comments, its name, its text and its answers
 * between braces, each text escaped and on its own line. GIFT has no points (Moodle's import gives
 * each question 1) and no shuffle setting (options are shuffled). Refused: what GIFT cannot hold —
 * answers that mind case, more than one blank, an essay's fewest words or guidance for markers, and
 * a `->` where it would turn a short answer into a matching pair.
 */
export function giftQuestion(question: MoodleQuestion, words: ImportWords): string {
  const tags = question.tags.map((tag) => `[tag:${tag.replace(/\]/g, '\\]').replace(/\s+/g, ' ')}]`);
  const name = question.name === null ? '' : `::${giftEscaped(question.name)}::`;
  const [text, answers] = body(question, words);
  const lines = [...(tags.length > 0 ? [`// ${tags.join(' ')}`] : []), `${name}${piece(text)}${answers}`];
  return lines.join('\n');
}

/** GIFT questions as a file: a blank line between two questions. */
export function giftFile(questions: readonly string[]): string {
  return `${questions.join('\n\n')}\n`;
}

/** The text before the braces, and the braces with the answers. */
function body(question: MoodleBody, words: ImportWords): [string, string] {
  switch (question.type) {
    case 'multichoice':
      return [question.text, braces(question.answers.map((answer) => choice(answer, question.single)))];
    case 'truefalse':
      return [question.text, trueFalse(question)];
    case 'shortanswer':
      if (question.caseSensitive) throw new QuestionFileFailure('quiz.export.caseSensitive');
      for (const answer of question.answers) [answer.text, answer.feedback].forEach(noArrow);
      return [
        question.text,
        braces(question.answers.map((answer) => `=${weighted(answer, piece(answer.text))}`)),
      ];
    case 'numerical': {
      const numbers = question.answers.map(({ tolerance, ...answer }) => {
        const value = answer.text === '*' ? '*' : `${answer.text}:${tolerance}`;
        return `=${weighted(answer, value)}`;
      });
      return [question.text, braces(numbers, '#')];
    }
    case 'matching': {
      const pairs = question.pairs.map(({ item, match }) => `=${piece(noArrow(item))} -> ${piece(match)}`);
      return [question.text, braces(pairs)];
    }
    case 'cloze':
      return missingWord(question, words);
    case 'essay':
      if (question.minWords > 0 || question.guidance) throw new QuestionFileFailure('quiz.export.essay');
      return [question.text, '{}'];
  }
}

/** `{TRUE}` or `{FALSE}`, then `#` the feedback for the wrong answer and `#` that for the right one, as far as there is some. */
function trueFalse(question: Extract<MoodleBody, { type: 'truefalse' }>): string {
  const [right, wrong] = question.answer
    ? [question.trueFeedback, question.falseFeedback]
    : [question.falseFeedback, question.trueFeedback];
  const feedback = right ? [wrong, right] : wrong ? [wrong] : [];
  return `{${question.answer ? 'TRUE' : 'FALSE'}${feedback.map((text) => `#${piece(text)}`).join('')}}`;
}

/**
 * A text of one blank as GIFT's "missing word": the answers' braces where the blank stands, each
 * answer taking full marks. Instructions other than the words the import gives go before it.
 */
function missingWord(
  { instructions, passage, caseSensitive }: Extract<MoodleBody, { type: 'cloze' }>,
  words: ImportWords,
): [string, string] {
  const gaps = passage.filter((part) => typeof part !== 'string');
  if (gaps.length !== 1) throw new QuestionFileFailure('quiz.export.gaps', { count: String(gaps.length) });
  if (caseSensitive) throw new QuestionFileFailure('quiz.export.caseSensitive');
  const at = passage.findIndex((part) => typeof part !== 'string');
  const before = passage.slice(0, at).join('');
  const after = passage.slice(at + 1).join('');
  const accepted = (gaps[0] ?? []).map((answer) => `=${piece(literally(noArrow(answer)))}`).join(' ');
  const lead = instructions === words.blanksQuestion ? '' : `${instructions}\n\n`;
  return [`${lead}${before}`, `{${accepted}}${giftEscaped(after)}`];
}

/** A list of answers between braces, one a line, after what says their type (`#` for numbers). */
function braces(answers: string[], lead = ''): string {
  return `{${lead}\n${answers.map((answer) => `\t${answer}`).join('\n')}\n}`;
}

/** An option: `=` right and `~` wrong with one answer; with several, `~` and its weight. */
function choice(answer: MoodleAnswer, single: boolean): string {
  if (!single) return `~${weighted(answer, piece(answer.text))}`;
  const text = piece(answer.text);
  // A text that starts with % would read as a weight, so an explicit one goes first.
  const weight = text.startsWith('%') ? `%${percent(answer.fraction)}%` : '';
  return `${answer.fraction === 1 ? '=' : '~'}${weight}${text}${feedback(answer.feedback)}`;
}

/** An answer as GIFT writes it (`written`), its weight first unless it takes full marks, then its feedback. */
function weighted(answer: MoodleAnswer, written: string): string {
  const weight = answer.fraction === 1 && !written.startsWith('%') ? '' : `%${percent(answer.fraction)}%`;
  return `${weight}${written}${feedback(answer.feedback)}`;
}

function feedback(text: string): string {
  return text ? `#${piece(text)}` : '';
}

/** A weight as Moodle lists them: 33.33333 for a third. */
function percent(fraction: number): number {
  return Number((fraction * 100).toFixed(5));
}

/**
 * A text escaped for GIFT. One that starts with `[` or `//` would read as a format or a comment, so
 * it names its format first (`[plain]`, read as written).
 */
function piece(text: string): string {
  const escaped = giftEscaped(text);
  return /^(\[|\/\/)/.test(escaped) ? `[plain]${escaped}` : escaped;
}

/** A text with no `->`, which GIFT would read as an item and its match among a short answer's answers. */
function noArrow(text: string): string {
  if (text.includes('->')) {
    throw new QuestionFileFailure('quiz.export.text', { format: FORMAT_NAMES.gift, text: quote(text) });
  }
  return text;
}
