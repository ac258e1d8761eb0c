import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF = 5;

/** A new short code for a certificate: 10 random characters (50 bits) shown as two groups of five. */
export function newCertificateCode(): string {
  const bytes = randomBytes(HALF * 2);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/**
 * The stored form of a code as typed or scanned: case, spaces and dashes ignored, and the letters
 * Crockford's base32 leaves out read as the digits they look like. Null when it cannot be a code.
 */
export function normaliseCertificateCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== HALF * 2 || [...plain].some((char) => !ALPHABET.includes(char))) return null;
  return `${plain.slice(0, HALF)}-${plain.slice(HALF)}`;
}
