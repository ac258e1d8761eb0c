import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { deriveKey } from '../../security/keys';

const PERIOD_SECONDS = 30;
// One step either side of now: clocks of phones drift, and a code typed at the end of its
// window arrives in the next one.
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const IV_BYTES = 12;

/** A new random TOTP secret, Base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans: issuer is the brand, label the e-mail address. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret, period: PERIOD_SECONDS });
}

/** Encrypt a TOTP secret for storage (AES-256-GCM, key derived from the session secret). */
export function encryptTotpSecret(appSecret: string, totpSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret, 'totp'), iv);
  const sealed = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Decrypt a stored TOTP secret; throws when it was tampered with or sealed with another key. */
export function decryptTotpSecret(appSecret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('malformed stored TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret, 'totp'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

/**
 * The time step of `code` when it is valid now (±1 step) and later than `lastStep`, else null:
 * a code once accepted is never accepted again.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
