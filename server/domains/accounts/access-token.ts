import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS, ACCESS_TOKEN_TTL_SECONDS } from '../../../common/constants';
import { deriveKey } from '../../security/keys';

const AUDIENCE = 'kelas';

/** Which refresh record a token belongs to (its family) and which token of the family it is. */
export interface TokenFamilyIds {
  familyId: string;
  tokenId: string;
}

/**
 * A short-lived signed JWT (HS256) naming the user, for the notification service and the apps. It
 * carries its family (`fam`) and its own id (`jti`), which renewal checks against the family.
 */
export async function issueAccessToken(
  secret: string,
  issuer: string,
  userId: string,
  ids: TokenFamilyIds,
): Promise<string> {
  return new SignJWT({ fam: ids.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(ids.tokenId)
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(deriveKey(secret, 'access-token'));
}

/** The user id of a valid, unexpired access token; throws otherwise. */
export async function verifyAccessToken(secret: string, issuer: string, token: string): Promise<string> {
  const { payload } = await jwtVerify(token, deriveKey(secret, 'access-token'), {
    issuer,
    audience: AUDIENCE,
    algorithms: ['HS256'],
  });
  if (!payload.sub) throw new Error('access token without subject');
  return payload.sub;
}

/**
 * The family and id of an access token whose signature is valid and which expired no longer than
 * the renewal window ago (the mobile apps renew after a sleep); throws otherwise, and for a token
 * without a family (issued before families existed).
 */
export async function renewableAccessToken(
  secret: string,
  issuer: string,
  token: string,
): Promise<TokenFamilyIds> {
  const { payload } = await jwtVerify(token, deriveKey(secret, 'access-token'), {
    issuer,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    clockTolerance: ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS,
  });
  const { fam, jti } = payload;
  if (typeof fam !== 'string' || typeof jti !== 'string') throw new Error('access token without family');
  return { familyId: fam, tokenId: jti };
}
