// The blog editor is a textarea of light HTML: the toolbar wraps the selection in tags, and plain
// paragraphs need no tags at all. The server sanitises whatever arrives.

const BLOCK_START = /^<(h[2-4]|p|ul|ol|blockquote|pre)[\s>]/i;

/** The body to send: blank-line separated chunks become paragraphs unless they already are blocks. */
export function toBodyHtml(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>')}</p>`))
    .join('\n');
}

/** A formatting the toolbar applies to the selected text. */
export type Formatting = 'bold' | 'italic' | 'heading' | 'list' | 'quote' | 'code' | 'link';

/** `text` with its selection [start, end) wrapped for `formatting`; `href` is the link target. */
export function applyFormatting(
  text: string,
  start: number,
  end: number,
  formatting: Formatting,
  href = '',
): string {
  const selected = text.slice(start, end);
  const wrapped = {
    bold: `<strong>${selected}</strong>`,
    italic: `<em>${selected}</em>`,
    heading: `<h2>${selected}</h2>`,
    list: `<ul>\n${selected
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `<li>${line.trim()}</li>`)
      .join('\n')}\n</ul>`,
    quote: `<blockquote>${selected}</blockquote>`,
    code: `<code>${selected}</code>`,
    link: `<a href="${href.replace(/"/g, '&quot;')}">${selected || href}</a>`,
  }[formatting];
  return text.slice(0, start) + wrapped + text.slice(end);
}
