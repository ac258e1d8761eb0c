import { describe, expect, it } from 'vitest';
import { newCertificateCode, normaliseCertificateCode } from './certificate-code';

describe('certificate codes', () => {
  it('are two groups of five from Crockford’s alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 1000 }, newCertificateCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it('read back whatever the case, spacing and look-alike letters', () => {
    expect(normaliseCertificateCode(' 7f3kq 9oxil ')).toBe('7F3KQ-90X11');
    expect(normaliseCertificateCode('7F3KQ-90X11')).toBe('7F3KQ-90X11');
    expect(normaliseCertificateCode('7F3KQ-90X1')).toBeNull();
    expect(normaliseCertificateCode('7F3KQ-90XU1')).toBeNull();
    expect(normaliseCertificateCode('')).toBeNull();
  });
});
