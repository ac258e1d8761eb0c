import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS, ACCESS_TOKEN_TTL_SECONDS } from '../../../common/constants';
import { deriveKey } from '../../security/keys';

const AUDIENCE = 'kelas';

/** A short-lived signed JWT (HS256) naming the user, for the notification service and the apps. */
export async function issueAccessToken(secret: string, issuer: string, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
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
 * The user id of an access token whose signature is valid and which expired no longer than the
 * renewal window ago (the mobile apps renew after a sleep); throws otherwise.
 */
export async function renewableAccessTokenSubject(
  secret: string,
  issuer: string,
  token: string,
): Promise<string> {
  const { payload } = await jwtVerify(token, deriveKey(secret, 'access-token'), {
    issuer,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    clockTolerance: ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS,
  });
  if (!payload.sub) throw new Error('access token without subject');
  return payload.sub;
}
