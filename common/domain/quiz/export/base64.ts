const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes in base64 (RFC 4648, padded), as a file is sent inside JSON: shared code has no Buffer nor btoa. */
export function base64Of(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += 3) {
    const count = Math.min(3, bytes.length - at);
    const bits = (bytes[at]! << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const digits = [18, 12, 6, 0].map((shift, place) =>
      place <= count ? ALPHABET[(bits >> shift) & 63] : '=',
    );
    chunks.push(digits.join(''));
  }
  return chunks.join('');
}
