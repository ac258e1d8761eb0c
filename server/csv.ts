/**
 * A UTF-8 byte-order mark: without it Excel reads a CSV in the system's code page and garbles
 * every name outside ASCII (Indonesian and Malay names among them).
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

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

/** A CSV document of `lines` (each from csvLine), opened by the byte-order mark. */
export function csvDocument(lines: readonly string[]): string {
  return CSV_BYTE_ORDER_MARK + lines.join('');
}
