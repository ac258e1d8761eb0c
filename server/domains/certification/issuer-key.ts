import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { deriveKey } from '../../security/keys';

// An Ed25519 private key in PKCS#8 DER is this fixed prefix followed by its 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** An Ed25519 public key as a JWK (RFC 8037). */
export interface Ed25519PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

/** The key Kelas signs its credentials with, and its public half as published. */
export interface IssuerKey {
  privateKey: KeyObject;
  publicJwk: Ed25519PublicJwk;
}

/**
 * The platform's Ed25519 signing key, its seed derived from the session secret: every process and
 * restart signs with the same key, and no key is stored. Never log it.
 */
export function issuerKey(secret: string): IssuerKey {
  const seed = deriveKey(secret, 'certification:ed25519');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x: x! } };
}
