/**
 * A new id for a multiple choice option (OptionId: 1 to 40 letters, digits, `_` or `-`): 8 hex
 * digits. From getRandomValues, not randomUUID, which browsers give only to https pages.
 */
export function newOptionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
