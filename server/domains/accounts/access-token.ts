import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../common/constants';
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
