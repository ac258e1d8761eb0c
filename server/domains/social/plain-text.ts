import sanitizeHtml from 'sanitize-html';

// No tag at all: sanitize-html drops tags and the contents of script, style and the like.
const NO_TAGS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'" };
const ESCAPED = /&(lt|gt|amp|quot|#39|#x27);/g;
const MAX_ROUNDS = 5;

/** Text sanitize-html escaped, as typed: the escapes it adds to text are taken back out. */
const unescaped = (text: string) => text.replace(ESCAPED, (_, name: string) => ENTITIES[name]!);

/**
 * Plain text (a comment, a file name) with no HTML tag left in it: tags and script contents are
 * dropped until nothing changes (so an escaped tag typed as `&lt;script&gt;` goes too), while text
 * such as "a < b" and line breaks stay as written. The web shows it as text; anything that puts it
 * in HTML still finds no tag to run.
 */
export function plainTextFrom(input: string): string {
  let text = input;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = unescaped(sanitizeHtml(text, NO_TAGS));
    if (next === text) return text;
    text = next;
  }
  // Nesting deeper than the rounds: no angle bracket survives.
  return text.replace(/[<>]/g, '');
}
