import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../rpc/context';
import {
  didDocumentRoute,
  ISSUER_JWKS_PATH,
  ISSUER_PROFILE_PATH,
  REVOCATION_LIST_PATH,
} from './issuer-addresses';
import { didDocument, issuerJwks, issuerProfile, OPEN_BADGES_CONTEXT } from './issuer-documents';
import { issuerKey } from './issuer-key';
import { revocationBitstring, revocationListCredential, STATUS_LIST_MAX_AGE } from './revocation-list';
import { signCredential } from './vc-jwt';

// The key changes only with the session secret: an hour's caching costs nothing.
const IDENTITY_MAX_AGE = 3600;

/** A public document any verifier may fetch, from a browser too (CORS), and keep for `maxAge` seconds. */
const published = (reply: FastifyReply, type: string, maxAge: number) =>
  reply
    .header('content-type', type)
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('access-control-allow-origin', '*');

/**
 * What Kelas publishes so that anyone can check its credentials without asking it: the issuer's
 * DID document (did:web), its Open Badges 3.0 Profile, its public key as a JWK Set, and the
 * revocation list as a BitstringStatusListCredential signed as a VC-JWT.
 */
export function registerIssuerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  const key = issuerKey(deps.secret);
  app.get(didDocumentRoute(config.PUBLIC_URL), (_request, reply) =>
    published(reply, 'application/did+json; charset=utf-8', IDENTITY_MAX_AGE).send(didDocument(config, key)),
  );
  app.get(ISSUER_PROFILE_PATH, (_request, reply) =>
    published(reply, 'application/json; charset=utf-8', IDENTITY_MAX_AGE).send({
      '@context': OPEN_BADGES_CONTEXT,
      ...issuerProfile(config),
    }),
  );
  app.get(ISSUER_JWKS_PATH, (_request, reply) =>
    published(reply, 'application/jwk-set+json; charset=utf-8', IDENTITY_MAX_AGE).send(
      issuerJwks(config, key),
    ),
  );
  app.get(REVOCATION_LIST_PATH, async (_request, reply) => {
    const list = revocationListCredential(config, await revocationBitstring(deps.database.db), new Date());
    return published(reply, 'application/vc+jwt', STATUS_LIST_MAX_AGE).send(await signCredential(deps, list));
  });
}
