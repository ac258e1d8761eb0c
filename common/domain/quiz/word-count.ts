/**
 * The words of a written answer (HTML tags and entities left out), as the server counts a long form
 * response against its minimum and the learner's form shows them (a file of its own: no zod).
 */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
