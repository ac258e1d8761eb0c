/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * text starting like a formula gets a leading apostrophe so a spreadsheet shows it, not runs it.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (ending in CRLF). */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
