import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type CertificateData, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { certificatePdf } from './certificate-pdf';
import { imageXObjectCount } from './pdf-image-count';

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

  it('embeds the logo and each signature it is given, and leaves out an image it cannot read', async () => {
    const png = (background: string, channels: 3 | 4) =>
      sharp({ create: { width: 600, height: 200, channels, background } })
        .png()
        .toBuffer();
    const signatories = [
      { name: 'Dr. Rina Wijaya', title: 'Director', signatureKey: null },
      { name: 'Budi Santoso', title: 'Dean', signatureKey: null },
    ];
    const print = (images: Parameters<typeof certificatePdf>[0]['images']) =>
      certificatePdf({
        data: data({ design: { ...DEFAULT_CERTIFICATE_DESIGN, signatories } }),
        code: '7F3KQ-90X11',
        issuedAt: new Date('2026-11-27T03:00:00Z'),
        refreshedAt: null,
        revoked: false,
        verificationUrl: 'https://kelas.example/certificate-verification/7F3KQ-90X11/',
        images,
      });
    const logo = await png('#1e3a8a', 3);
    const signature = await png('#00000000', 4);
    const full = await print({ logo, signatures: [signature, signature] });
    expect(imageXObjectCount(full)).toBe(3);
    expect(imageXObjectCount(await print({ logo: null, signatures: [null, signature] }))).toBe(1);
    expect(imageXObjectCount(await print({ logo: Buffer.from('not an image'), signatures: [] }))).toBe(0);
    expect(imageXObjectCount(await print(undefined))).toBe(0);
  });
});

describe('the certificate PDF in the scripts of full names', () => {
  const print = (learnerName: string, courseName = 'Keselamatan Makanan') =>
    certificatePdf({
      data: data({ learnerName, courseName, language: 'en' }),
      code: 'AAAAA-BBBBB',
      issuedAt: new Date('2026-11-27T03:00:00Z'),
      refreshedAt: null,
      revoked: false,
      verificationUrl: 'https://kelas.example/certificate-verification/AAAAA-BBBBB/',
    });
  // Glyphs without a character of their own (Arabic dots drawn as marks) extract as control codes.
  const readable = (text: string) => text.replace(/[^\P{Cc}\n]/gu, '').replace(/[^\S\n]+/g, ' ');
  const embeddedFonts = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]);

  it.each([
    ['Chinese', '王小明', 'NotoSansSC'],
    ['Japanese', '山田 はなこ', 'NotoSansJP'],
    ['Korean', '김민준', 'NotoSansKR'],
    ['Thai', 'สมชาย ใจดี', 'NotoSansThai'],
    ['Hindi', 'नरेन्द्र मोदी', 'NotoSansDevanagari'],
    ['Arabic', 'محمد بن سلمان', 'NotoSansArabic'],
    ['Hebrew', 'דוד בן גוריון', 'NotoSansHebrew'],
  ])('prints a %s name in a font that has its glyphs', async (_script, learnerName, fontName) => {
    const pdf = await print(learnerName, learnerName);
    // The name and the course line, each whole and in reading order (pdf.js may see a space
    // between a letter and its dots: spaces are not compared).
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const lines = readable(await textOf(pdf))
      .split('\n')
      .map(squeeze);
    expect(lines.filter((line) => line === squeeze(learnerName))).toHaveLength(2);
    expect(embeddedFonts(pdf).some((font) => font?.startsWith(fontName))).toBe(true);
  });

  /** The page's text items: where each starts, its baseline and its width. */
  async function itemsOf(pdf: Buffer) {
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const page = await document.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
            },
          ]
        : [],
    );
    return { pageWidth: page.view[2]!, items };
  }
  const lineOf = <Item extends { text: string; y: number }>(items: Item[], needle: string) => {
    const y = items.find((item) => item.text.includes(needle))!.y;
    return items.filter((item) => item.y === y);
  };

  it('centres a name mixing scripts as one line on one baseline', async () => {
    const { pageWidth, items } = await itemsOf(await print('Nur 王小明 محمد'));
    const line = lineOf(items, 'Nur');
    expect(line.map((item) => item.text.trim()).join('')).toBe('Nur王小明محمد');
    const left = Math.min(...line.map((item) => item.x));
    const right = Math.max(...line.map((item) => item.x + item.width));
    expect((left + right) / 2).toBeCloseTo(pageWidth / 2, 0);
  });

  it('reads a line that starts in a right-to-left script from the right', async () => {
    const { items } = await itemsOf(await print('محمد Ali'));
    const line = lineOf(items, 'Ali');
    const ali = line.find((item) => item.text.includes('Ali'))!;
    const arabic = line.find((item) => item.text.includes('محمد'))!;
    expect(ali.x).toBeLessThan(arabic.x);
  });

  it('wraps a long course name mixing scripts within the page', async () => {
    const courseName = `数据分析 ${'Pengantar Analisis Data untuk Usaha Kecil '.repeat(3)}数据分析入门`;
    const pdf = await print('Nur', courseName);
    const { pageWidth, items } = await itemsOf(pdf);
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(55);
      expect(item.x + item.width).toBeLessThanOrEqual(pageWidth - 55);
    }
    const first = items.find((item) => item.text.includes('数'))!;
    const last = items.findLast((item) => item.text.includes('门'))!;
    expect(last.y).toBeLessThan(first.y);
    expect(readable(await textOf(pdf)).replace(/\s+/g, '')).toContain(courseName.replace(/\s+/g, ''));
  });
});
