import { z } from 'zod';
import {
  AccessTokenResult,
  AuthInput,
  AuthResult,
  INVALID_CREDENTIALS_REASON,
  RenewInput,
} from '../../../common/api/auth';
import { AppError } from '../../rpc/app-error';
import { method } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import { endpoint } from '../../rpc/registry';
import { issueSessionAccessToken, renewAccessToken } from './renew-access-token';
import { logOut, logOutEverywhere, signIn } from './sign-in';
import { issueSignInHandoff } from './sign-in-handoff';

/** `POST /json/auth/`: sign in, log out, log out everywhere, or ask for a hand-off token (spec §7 Sign-in). */
const authenticate = method({
  input: AuthInput,
  output: AuthResult,
  allow: anyone,
  transaction: false,
  run: async (db, ctx, _loaded, input) => {
    if (input.logoutEverywhere) return logOutEverywhere(db, ctx, input.user);
    if (input.logout) return logOut(db, ctx);
    if (input.tokenType === 'temporary' && input.targetHost && !input.password)
      return issueSignInHandoff(db, ctx.actor, input.targetHost);
    if (!input.user || !input.password) throw new AppError('invalid_credentials', INVALID_CREDENTIALS_REASON);
    return signIn(db, ctx, { ...input, user: input.user, password: input.password });
  },
});

/** `POST /json/auth/access_token/`: a short-lived JWT for the signed-in user, renewable through its session. */
const accessToken = method({
  input: z.object({}),
  output: AccessTokenResult,
  allow: signedIn,
  run: (db, ctx) => issueSessionAccessToken(db, ctx, ctx.actor.userId),
});

/** `POST /json/auth/renew/`: the mobile apps renew an access token without its cookie (once per token). */
const renewToken = method({
  input: RenewInput,
  output: AccessTokenResult,
  allow: anyone,
  // The rate-limit counter must stay counted when the renewal is refused.
  transaction: false,
  run: (db, ctx, _loaded, input) => renewAccessToken(db, ctx, input.access_token),
});

/** The sign-in endpoints outside the resource scheme. */
export const authEndpoints = [
  endpoint('POST', '/json/auth/', authenticate),
  endpoint('POST', '/json/auth/access_token/', accessToken),
  endpoint('POST', '/json/auth/renew/', renewToken),
];
