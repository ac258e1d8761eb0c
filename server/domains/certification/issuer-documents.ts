import type { Config } from '../../config';
import { issuerDid, issuerKeyId } from './issuer-addresses';
import type { IssuerKey } from './issuer-key';

/** The JSON-LD contexts of VC Data Model 2.0 and of Open Badges 3.0, in the order OB 3.0 requires. */
export const OPEN_BADGES_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

type IssuerConfig = Pick<Config, 'PUBLIC_URL' | 'BRAND_NAME'>;

/** The issuer as an Open Badges 3.0 Profile: the platform, under its DID. */
export const issuerProfile = (config: IssuerConfig) => ({
  id: issuerDid(config.PUBLIC_URL),
  type: ['Profile'],
  name: config.BRAND_NAME,
  url: config.PUBLIC_URL,
});

/**
 * The issuer's DID document (did:web): one verification method, `#key-1`, for asserting credentials.
 * JsonWebKey2020 with `publicKeyJwk`, as did:web's own example has it: VC-JOSE-COSE names the newer
 * `JsonWebKey` type, which did-jwt and most deployed resolvers do not know yet.
 */
export function didDocument(config: IssuerConfig, key: IssuerKey) {
  const id = issuerDid(config.PUBLIC_URL);
  const keyId = issuerKeyId(config.PUBLIC_URL);
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id,
    verificationMethod: [{ id: keyId, type: 'JsonWebKey2020', controller: id, publicKeyJwk: key.publicJwk }],
    assertionMethod: [keyId],
  };
}

/** The issuer's public key as a JWK Set (RFC 7517), named by the same DID URL as in signatures. */
export const issuerJwks = (config: IssuerConfig, key: IssuerKey) => ({
  keys: [{ ...key.publicJwk, kid: issuerKeyId(config.PUBLIC_URL), alg: 'EdDSA', use: 'sig' }],
});
