import { Bitstring } from '@digitalbazaar/bitstring';
import { decodeJWT, verifyJWT } from 'did-jwt';
import { Resolver } from 'did-resolver';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialPath } from '../../../common/api/certification';
import { rowsOf } from '../../db/client';
import { createTestApp, freshAgent, TestAgent, type TestApp } from '../../test/app';
import { certifiedCourse, issueByHand } from './certification-test-kit';

// The credentials are checked with did-jwt, did-resolver and @digitalbazaar/bitstring, never with
// jose or Kelas's own code: what a standard verifier would do, from the published documents only.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ISSUER = 'did:web:localhost%3A3000';
const KEY_ID = `${ISSUER}#key-1`;
const ENVELOPE_PREFIX = 'data:application/vc+jwt,';

/**
 * did:web resolution as its method specification reads: the host (a port's colon encoded as %3A)
 * and any path segments make an https URL, `/.well-known/did.json` for a bare host. The app answers
 * in process instead of the network.
 */
const resolver = new Resolver({
  web: async (_did, parsed) => {
    const [host, ...segments] = parsed.id.split(':').map(decodeURIComponent);
    const url = new URL(
      segments.length > 0
        ? `https://${host}/${segments.join('/')}/did.json`
        : `https://${host}/.well-known/did.json`,
    );
    expect(url.host).toBe('localhost:3000');
    const reply = await testApp.app.inject({ method: 'GET', url: url.pathname });
    return reply.statusCode === 200
      ? { didDocument: reply.json(), didDocumentMetadata: {}, didResolutionMetadata: {} }
      : { didDocument: null, didDocumentMetadata: {}, didResolutionMetadata: { error: 'notFound' } };
  },
});

const verifyCredential = (jwt: string) => verifyJWT(jwt, { resolver, proofPurpose: 'assertionMethod' });

/** A certificate issued to "Nur Aisyah" in a course of 12.5 learning hours with two outcomes. */
async function issued() {
  const made = await certifiedCourse(
    testApp,
    {},
    { learningHours: 12.5, outcomes: ['Plan a menu', 'Cook safely'] },
  );
  const code = await issueByHand(made.admin, made.course.path, made.learner.user.id);
  return { ...made, code };
}

/** The credential as the holder of `code` downloads it: the reply and the VC-JWT its envelope holds. */
async function downloaded(code: string) {
  const reply = await freshAgent(testApp.app).get(credentialPath(code));
  expect(reply.status).toBe(200);
  const envelope = reply.body as { id: string };
  expect(envelope.id.startsWith(ENVELOPE_PREFIX)).toBe(true);
  return { reply, jwt: envelope.id.slice(ENVELOPE_PREFIX.length) };
}

/** The revocation list as a verifier fetches it, its signature checked, expanded to its bits. */
async function revocationList(statusListCredential: string) {
  const reply = await testApp.app.inject({ method: 'GET', url: new URL(statusListCredential).pathname });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers).toMatchObject({
    'content-type': 'application/vc+jwt',
    'cache-control': 'public, max-age=60',
  });
  const { payload } = await verifyCredential(reply.body);
  const encoded = payload.credentialSubject.encodedList as string;
  // Multibase: the prefix `u` is base64url without padding.
  expect(encoded[0]).toBe('u');
  return {
    payload,
    bits: new Bitstring({ buffer: await Bitstring.decodeBits({ encoded: encoded.slice(1) }) }),
  };
}

describe('the Open Badges 3.0 credential', () => {
  it('downloads as an enveloped VC-JWT that verifies against the published DID document, and not once a character changes', async () => {
    const { code } = await issued();
    const { reply, jwt } = await downloaded(code);
    expect(reply.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="certificate-${code}.json"`,
    });
    expect(reply.body).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `${ENVELOPE_PREFIX}${jwt}`,
      type: 'EnvelopedVerifiableCredential',
    });
    expect(decodeJWT(jwt).header).toEqual({ alg: 'EdDSA', kid: KEY_ID, typ: 'JWT' });
    const verified = await verifyCredential(jwt);
    expect(verified.verified).toBe(true);
    expect(verified.issuer).toBe(ISSUER);
    expect(verified.signer.id).toBe(KEY_ID);

    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const text = Buffer.from(payload, 'base64url').toString();
    const tampered = Buffer.from(text.replace('Nur Aisyah', 'Nur Aisyeh')).toString('base64url');
    await expect(verifyCredential(`${header}.${tampered}.${signature}`)).rejects.toThrow(/invalid_signature/);

    // OB 3.0's own file form: the same compact JWS as plain text.
    const bare = await freshAgent(testApp.app).get(credentialPath(code, 'jwt'));
    expect(bare.headers['content-disposition']).toBe(`attachment; filename="certificate-${code}.jwt"`);
    expect(bare.text).toBe(jwt);
  });

  it('carries what Open Badges 3.0 requires, its JWT claims repeating the credential, and names the learner without their e-mail', async () => {
    const { code, course, learner } = await issued();
    const { jwt } = await downloaded(code);
    const { payload } = await verifyCredential(jwt);
    expect(payload['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: ISSUER, type: ['Profile'], name: 'Kelas', url: 'http://localhost:3000' },
      name: `Certificate of Completion: ${course.name}`,
      credentialSubject: {
        id: `urn:uuid:${learner.user.id}`,
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Nur Aisyah' },
        ],
        achievement: {
          id: `urn:uuid:${course.id}`,
          type: ['Achievement'],
          achievementType: 'CertificateOfCompletion',
          name: course.name,
          description: `Certificate of Completion: ${course.name}`,
          inLanguage: 'en',
        },
      },
    });
    expect(payload.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(payload.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(payload.awardedDate).toBe(payload.validFrom);
    expect(payload.credentialSubject.achievement.criteria.narrative).toBe(
      'Awarded to a learner of the course who met the requirements of its certificate.\n\n' +
        '12.5 learning hours.\n\nLearning outcomes:\n- Plan a menu\n- Cook safely',
    );
    expect(payload).toMatchObject({
      iss: payload.issuer.id,
      jti: payload.id,
      sub: payload.credentialSubject.id,
      nbf: Date.parse(payload.validFrom) / 1000,
    });
    expect(payload).not.toHaveProperty('vc');
    expect(JSON.stringify(payload)).not.toContain(learner.user.email);
    const [row] = rowsOf<{ status_index: number }>(
      await testApp.database.db.execute(sql`SELECT status_index FROM certificates WHERE code = ${code}`),
    );
    expect(payload.credentialStatus).toEqual({
      id: `http://localhost:3000/api/certification/status/1#${row!.status_index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(row!.status_index),
      statusListCredential: 'http://localhost:3000/api/certification/status/1',
    });
  });

  it('moves validFrom when refreshed and keeps the first award date', async () => {
    const { code, admin } = await issued();
    await testApp.database.db.execute(
      sql`UPDATE certificates SET issued_at = issued_at - interval '1 day' WHERE code = ${code}`,
    );
    expect((await admin.post(`/json/certificate/update/refresh/${code}`, {})).status).toBe(200);
    const { payload } = await verifyCredential((await downloaded(code)).jwt);
    expect(Date.parse(payload.validFrom) - Date.parse(payload.awardedDate)).toBeGreaterThan(23 * 3600 * 1000);
  });

  it('answers a wrong code or file plainly, and counts wrong codes against the guessing limit', async () => {
    const { code } = await issued();
    const guesser = new TestAgent(testApp.app, '10.9.8.6');
    const wrong = await guesser.get(credentialPath('ZZZZZ-ZZZZZ'));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({
      error: 'not_found',
      reason: 'No certificate has this code. Check it against the certificate and try again.',
    });
    expect((await guesser.get(`/api/certificates/${code}/credential.xml`)).body).toMatchObject({
      error: 'not_found',
    });
    for (let attempt = 1; attempt < 30; attempt++) await guesser.get(credentialPath('ZZZZZ-ZZZZZ'));
    expect((await guesser.get(credentialPath(code))).status).toBe(429);
  });
});

describe('the published revocation list', () => {
  it('sets the bit of a certificate once it is revoked, and only its bit', async () => {
    const { code, admin } = await issued();
    const { payload: credential } = await verifyCredential((await downloaded(code)).jwt);
    const status = credential.credentialStatus as { statusListIndex: string; statusListCredential: string };
    const index = Number(status.statusListIndex);

    const before = await revocationList(status.statusListCredential);
    expect(before.payload).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: status.statusListCredential,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: ISSUER,
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation', ttl: 60_000 },
    });
    expect(before.bits.length).toBeGreaterThanOrEqual(131_072);
    expect(before.bits.get(index)).toBe(false);

    const revoked = await admin.post(`/json/certificate/update/revoke/${code}`, {
      reason: 'Issued in error',
    });
    expect(revoked.status).toBe(200);
    const after = await revocationList(status.statusListCredential);
    expect(after.bits.get(index)).toBe(true);
    expect(after.bits.get(index - 1) || after.bits.get(index + 1)).toBe(false);
  });
});

describe('the issuer’s published identity', () => {
  it('is a did:web DID document, an OB 3.0 Profile and a JWK Set naming one Ed25519 key, open to any origin', async () => {
    const did = await testApp.app.inject({ method: 'GET', url: '/.well-known/did.json' });
    expect(did.headers).toMatchObject({
      'content-type': 'application/did+json; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    const document = did.json();
    const jwk = { kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[\w-]{43}$/) };
    expect(document).toEqual({
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
      id: ISSUER,
      verificationMethod: [{ id: KEY_ID, type: 'JsonWebKey2020', controller: ISSUER, publicKeyJwk: jwk }],
      assertionMethod: [KEY_ID],
    });
    expect((await resolver.resolve(ISSUER)).didDocument).toEqual(document);

    const profile = await testApp.app.inject({ method: 'GET', url: '/api/certification/issuer' });
    expect(profile.json()).toEqual({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: ISSUER,
      type: ['Profile'],
      name: 'Kelas',
      url: 'http://localhost:3000',
    });

    const jwks = await testApp.app.inject({ method: 'GET', url: '/api/certification/jwks.json' });
    expect(jwks.headers['content-type']).toBe('application/jwk-set+json; charset=utf-8');
    expect(jwks.json()).toEqual({
      keys: [{ ...document.verificationMethod[0].publicKeyJwk, kid: KEY_ID, alg: 'EdDSA', use: 'sig' }],
    });
  });
});
