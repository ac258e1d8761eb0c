import { QuestionFileFailure, quote } from '../question-file-failure';
import { formattedText, type TextFormat } from './html-text';
import { attribute, childText, elements, type XmlElement } from './xml-element';

const FORMATS: Readonly<Record<string, TextFormat>> = {
  html: 'html',
  moodle_auto_format: 'moodle',
  plain_text: 'plain',
  markdown: 'markdown',
  wiki_like: 'moodle',
};

/**
 * The format of a text element (`format="html|moodle_auto_format|plain_text|markdown"`): the one
 * it inherits when it names none, HTML for a name Moodle does not know (as Moodle assumes).
 */
export function formatOf(node: XmlElement | undefined, inherited: TextFormat): TextFormat {
  const name = attribute(node, 'format')?.trim();
  if (name === undefined) return inherited;
  return Object.hasOwn(FORMATS, name) ? FORMATS[name]! : 'html';
}

/** Embedded media, whose file a question carries or links to (`src`, an object's `data`). */
const MEDIA = /<(?:img|video|audio|source|iframe|object|embed)\b[^>]*>/i;
const SOURCE = /\b(?:src|data)\s*=\s*["']?([^"'\s>]+)/i;

/**
 * A text element's `<text>` as written, refused when it carries files (`<file>`, an image, a
 * video…): Kelas keeps the text of a question, so a picture it asks about would be lost.
 */
export function writtenText(node: XmlElement | undefined, format: TextFormat): string {
  const [file] = elements(node, 'file');
  if (file)
    throw new QuestionFileFailure('quiz.import.media', { file: quote(attribute(file, 'name') ?? '') });
  const text = childText(node, 'text');
  const media = format === 'html' || format === 'moodle' ? MEDIA.exec(text)?.[0] : undefined;
  if (media) {
    const source = SOURCE.exec(media)?.[1] ?? media;
    throw new QuestionFileFailure('quiz.import.media', {
      file: quote(source.replace('@@PLUGINFILE@@/', '')),
    });
  }
  return text;
}

/** A text element (question text, feedback, an option…) as the plain text Kelas keeps. */
export function richText(node: XmlElement | undefined, inherited: TextFormat): string {
  const format = formatOf(node, inherited);
  return formattedText(writtenText(node, format), format);
}
