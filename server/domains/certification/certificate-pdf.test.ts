import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type CertificateData, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { certificatePdf } from './certificate-pdf';

const data = (overrides: Partial<CertificateData> = {}): CertificateData => ({
  learnerName: 'Nur Aisyah binti Abdullah',
  courseName: 'Keselamatan Makanan',
  coursePath: 'food-safety',
  language: 'ms',
  learningHours: 10,
  outcomes: ['Handle food safely', 'Keep a kitchen clean'],
  grade: null,
  issuerName: 'Kelas Academy',
  design: { ...DEFAULT_CERTIFICATE_DESIGN, signatories: [{ name: 'Dr. Rina Wijaya', title: 'Director' }] },
  ...overrides,
});

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe('the certificate PDF', () => {
  it('prints the name, course, hours, date, signatory and code in the course’s language', async () => {
    const pdf = await certificatePdf({
      data: data(),
      code: '7F3KQ-90X11',
      issuedAt: new Date('2026-11-27T03:00:00Z'),
      refreshedAt: null,
      revoked: false,
      verificationUrl: 'https://kelas.example/certificate-verification/7F3KQ-90X11/',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Certificate of Completion',
      'Nur Aisyah binti Abdullah',
      'Keselamatan Makanan',
      '10 jam pembelajaran',
      'Dikeluarkan pada 27 November 2026',
      'Dr. Rina Wijaya',
      'Kod sijil: 7F3KQ-90X11',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Handle food safely');
  });

  it('prints an OpenCreds course’s credential framework beside its hours, in the course’s language', async () => {
    const print = (overrides: Partial<CertificateData>) =>
      certificatePdf({
        data: data({ framework: 'MALAYSIA', ...overrides }),
        code: '7F3KQ-90X11',
        issuedAt: new Date('2026-11-27T03:00:00Z'),
        refreshedAt: null,
        revoked: false,
        verificationUrl: 'https://kelas.example/certificate-verification/7F3KQ-90X11/',
      });
    expect(await textOf(await print({ language: 'en' }))).toContain(
      '10 learning hours (OpenCreds, Malaysian framework)',
    );
    expect(await textOf(await print({ framework: 'AUSTRALIA', learningHours: 2.5 }))).toContain(
      '2.5 jam pembelajaran (OpenCreds, kerangka Australia)',
    );
    expect(
      await textOf(await print({ language: 'id', framework: 'AUSTRALIA', learningHours: 2.5 })),
    ).toContain('2,5 jam belajar (OpenCreds, kerangka Australia)');
  });

  it('keeps names in other scripts and diacritics whole, and prints outcomes when the design shows them', async () => {
    const design = {
      ...DEFAULT_CERTIFICATE_DESIGN,
      fields: { ...DEFAULT_CERTIFICATE_DESIGN.fields, outcomes: true },
    };
    for (const learnerName of [
      'Đặng Thị Ngọc Hà',
      'Zoë Ðurić-Śmiałek',
      'Дмитрий Ковалёв',
      'Ελένη Παπαδοπούλου',
    ]) {
      const text = await textOf(
        await certificatePdf({
          data: data({ learnerName, language: 'en', design }),
          code: 'AAAAA-BBBBB',
          issuedAt: new Date('2026-11-27T03:00:00Z'),
          refreshedAt: new Date('2026-12-01T03:00:00Z'),
          revoked: false,
          verificationUrl: 'https://kelas.example/certificate-verification/AAAAA-BBBBB/',
        }),
      );
      expect(text).toContain(learnerName);
      expect(text).toContain('Handle food safely');
      expect(text).toContain('Reissued on 1 December 2026');
    }
  });
});
