import { randomBytes } from 'node:crypto';
import { hashToken } from '../../security/keys';

/**
 * A new invitation token and the hash the database keeps. Lowercase hex, like account tokens:
 * screen paths are lowercased by a redirect, and the token in a link must survive it.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, tokenHash: hashToken(token) };
}
