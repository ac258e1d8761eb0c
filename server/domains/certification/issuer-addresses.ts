// Where Kelas publishes what a verifier needs to check its certificates' credentials without asking it.

/** The issuer's Open Badges 3.0 Profile. */
export const ISSUER_PROFILE_PATH = '/api/certification/issuer';
/** The issuer's public key as a JWK Set. */
export const ISSUER_JWKS_PATH = '/api/certification/jwks.json';
/** The revocation status list every credential points at (one list; it grows past 131,072 entries). */
export const REVOCATION_LIST_PATH = '/api/certification/status/1';

/**
 * The issuer's DID for the deployment at `publicUrl` (did:web): the host with its port's colon
 * percent-encoded, then each segment of a path after a colon (`https://kelas.example:8443/school`
 * is `did:web:kelas.example%3A8443:school`).
 */
export function issuerDid(publicUrl: string): string {
  const url = new URL(publicUrl);
  const segments = url.pathname.split('/').filter(Boolean);
  return ['did:web', ...[url.host, ...segments].map((part) => part.replaceAll(':', '%3A'))].join(':');
}

/** The DID URL of the signing key, in the DID document and in every signature's `kid`. */
export const issuerKeyId = (publicUrl: string): string => `${issuerDid(publicUrl)}#key-1`;

/**
 * The app's path of the DID document: did:web resolves a bare host to `/.well-known/did.json`, a
 * host with a path to `{path}/did.json` (a proxy that serves Kelas under the path strips it).
 */
export const didDocumentRoute = (publicUrl: string): string =>
  new URL(publicUrl).pathname.split('/').some(Boolean) ? '/did.json' : '/.well-known/did.json';
