import { describe, expect, it } from 'vitest';
import { didDocumentRoute, issuerDid, issuerKeyId } from './issuer-addresses';

describe('the issuer’s did:web identifier', () => {
  it('is the host, its port’s colon percent-encoded, and each path segment after a colon', () => {
    expect(issuerDid('https://kelas.example')).toBe('did:web:kelas.example');
    expect(issuerDid('https://Kelas.Example/')).toBe('did:web:kelas.example');
    expect(issuerDid('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(issuerDid('https://kelas.example:8443/schools/north/')).toBe(
      'did:web:kelas.example%3A8443:schools:north',
    );
    expect(issuerKeyId('http://localhost:3000')).toBe('did:web:localhost%3A3000#key-1');
  });

  it('has its DID document where did:web resolution looks: /.well-known/ for a host, did.json under a path', () => {
    expect(didDocumentRoute('https://kelas.example/')).toBe('/.well-known/did.json');
    expect(didDocumentRoute('https://kelas.example/schools/north')).toBe('/did.json');
  });
});
