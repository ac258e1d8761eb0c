import { sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issuerKey } from './issuer-key';

describe('the platform’s signing key', () => {
  it('is the same Ed25519 key for the same session secret, another for another, and signs', () => {
    const key = issuerKey('a-session-secret-that-is-long-enough');
    expect(key.privateKey.asymmetricKeyType).toBe('ed25519');
    expect(issuerKey('a-session-secret-that-is-long-enough').publicJwk).toEqual(key.publicJwk);
    expect(issuerKey('another-session-secret-long-enough').publicJwk.x).not.toBe(key.publicJwk.x);
    expect(key.publicJwk).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[\w-]{43}$/) });
    const signature = sign(null, Buffer.from('signed'), key.privateKey);
    expect(verify(null, Buffer.from('signed'), { key: { ...key.publicJwk }, format: 'jwk' }, signature)).toBe(
      true,
    );
  });
});
