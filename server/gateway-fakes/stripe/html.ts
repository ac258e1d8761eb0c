// Safe text for the fake's HTML pages: escaped markup, and JSON that can sit inside a <script>.

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** JSON for a script: `<` escaped so that no `</script>` can end the script early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
