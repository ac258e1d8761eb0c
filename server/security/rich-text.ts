import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

// A strict allow-list: text structure, emphasis, lists, quotes, code and links; nothing that runs
// script or styles the page. Links keep safe schemes only and never pass on the reader's context.
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link without a safe target keeps its text and loses its target (renaming the tag instead
    // trips sanitize-html into closing a later link with the wrong tag).
    a: (tagName, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href ?? '', rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs: {} },
  },
};

/**
 * The version of the allow-list above, stored beside sanitised HTML: raise it whenever RICH_TEXT
 * changes, and rows stored with an older version are sanitised again at the next start.
 */
export const RICH_TEXT_SANITIZER_VERSION = 1;

/** Rich text from a user, reduced to the allow-list above (server side, before it is stored). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The plain text of rich text, whitespace folded, cut to `maxLength` characters with an ellipsis. */
export function plainTextOf(html: string, maxLength: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...text];
  return characters.length > maxLength
    ? `${characters
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
