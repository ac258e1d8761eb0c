import { QuestionFileFailure, quote } from '../question-file-failure';
import { formattedText } from './html-text';
import { contentOf, descendants, nameOf } from './qti-xml';
import { GAP_MARK, withoutNoncharacters } from './setup-common';
import { attribute, element, type XmlElement } from './xml-element';

/** Interactions learners answer inside a line of text: each is a gap in the text around it. */
const INLINE_INTERACTIONS = new Set([
  'textEntryInteraction',
  'inlineChoiceInteraction',
  'endAttemptInteraction',
]);
/** What shows a picture, a sound or another file: Kelas keeps the text of a question only. */
const MEDIA = new Set(['img', 'object', 'video', 'audio', 'iframe', 'embed', 'picture']);
/** Blocks of text, each followed by a blank line as paragraphs are in Kelas's plain text. */
const PARAGRAPHS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'table',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Feedback inside the text, shown after answering: a choice's own is read with it (qti-choice.ts). */
const FEEDBACK = new Set(['feedbackInline', 'feedbackBlock']);

/** Whether an element of an item body is one of QTI's interactions (`choiceInteraction`…). */
export function isInteraction(name: string): boolean {
  return name.endsWith('Interaction');
}

/**
 * The plain text learners read of an item body, a choice or a prompt (XHTML): paragraphs and line
 * breaks kept, each inline interaction as a gap (GAP_MARK) where it stands, each block interaction
 * as its prompt. Left out: feedback shown after answering, and rubric blocks for anyone but the
 * candidate (`view="scorer"` is guidance for whoever marks it). A picture or other file is refused.
 */
export function flowText(node: XmlElement | undefined): string {
  return formattedText(flowHtml(node), 'html');
}

/** The rubric blocks of an item body that guide whoever marks it (`view="scorer"`). */
export function scorerText(body: XmlElement | undefined): string {
  return descendants(body, (name) => name === 'rubricBlock')
    .filter((rubric) => viewsOf(rubric).has('scorer'))
    .map(flowText)
    .filter(Boolean)
    .join('\n\n');
}

// HTML again, its text escaped, for html-text.ts to turn into plain text as it does Moodle's.
function flowHtml(node: XmlElement | undefined): string {
  return contentOf(node)
    .map((part) => (typeof part === 'string' ? escaped(withoutNoncharacters(part)) : elementHtml(part)))
    .join('');
}

function elementHtml(node: XmlElement): string {
  const name = nameOf(node);
  if (MEDIA.has(name)) {
    const file = attribute(node, 'src') ?? attribute(node, 'data') ?? `<${name}>`;
    throw new QuestionFileFailure('quiz.import.media', { file: quote(file) });
  }
  if (isInteraction(name)) {
    return INLINE_INTERACTIONS.has(name) ? GAP_MARK : `<div>${flowHtml(element(node, 'prompt'))}</div><br>`;
  }
  if (FEEDBACK.has(name) || (name === 'rubricBlock' && !viewsOf(node).has('candidate'))) return '';
  if (name === 'br') return '<br>';
  return `<${name}>${flowHtml(node)}</${name}>${PARAGRAPHS.has(name) ? '<br>' : ''}`;
}

/** Who a rubric block is for: `view` lists them (candidate, scorer, author, tutor…). */
function viewsOf(rubric: XmlElement): Set<string> {
  return new Set((attribute(rubric, 'view') ?? '').split(/\s+/));
}

function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
