import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id with the OWASP-recommended minimum: 19 MiB, 2 passes, 1 lane (STACK.md pitfall 3). */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id of @node-rs/argon2, an ambient const enum that isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hash a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when the account does not exist, so a wrong e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Check a password against a stored hash; with no hash, spend the same time and fail. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The reason given for a password found in the list of common passwords. */
export const COMMON_PASSWORD_REASON = 'This password is too common. Choose one that is harder to guess.';

/** Is this password one that attackers try first? */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
