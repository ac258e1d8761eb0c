import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { deriveKey, safeEqual } from '../../security/keys';

// Spec §3 lets a sign-up carry `emailVerificationToken` or `verificationCode`: proof that the
// person already controls the address before any account exists (an invitation mailed to it, an
// identity provider that vouches for it). No account means no account_tokens row, so both proofs
// are derived from the address with keys of the session secret: nothing is stored, both expire,
// and a proof for one address says nothing about another.
const AUDIENCE = 'kelas:email-proof';
const TOKEN_TTL = '48h';
const CODE_WINDOW_MS = 30 * 60 * 1000;

/** A token and a 6-digit code proving control of `email`, for a flow that has reached it. */
export async function issueEmailProof(
  secret: string,
  email: string,
): Promise<{ token: string; code: string }> {
  const address = email.trim().toLowerCase();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(address)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(deriveKey(secret, 'email-proof-token'));
  return { token, code: proofCode(secret, address, currentWindow()) };
}

/** Does the sign-up carry a valid proof for `email`? The code works in its window and the next. */
export async function hasEmailProof(
  secret: string,
  email: string,
  proof: { token?: string | undefined; code?: string | undefined },
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (proof.token) {
    const subject = await jwtVerify(proof.token, deriveKey(secret, 'email-proof-token'), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    }).then(
      ({ payload }) => payload.sub,
      () => undefined,
    );
    if (subject === address) return true;
  }
  const code = proof.code?.replace(/\s/g, '');
  if (!code) return false;
  const window = currentWindow();
  return [window, window - 1].some((candidate) => safeEqual(proofCode(secret, address, candidate), code));
}

function currentWindow(): number {
  return Math.floor(Date.now() / CODE_WINDOW_MS);
}

function proofCode(secret: string, address: string, window: number): string {
  const digest = createHmac('sha256', deriveKey(secret, 'email-proof-code'))
    .update(`${address}:${window}`)
    .digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
