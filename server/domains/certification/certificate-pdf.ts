import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateData } from '../../../common/api/certification';
import { certificateFonts, type Weight } from './certificate-fonts';
import { drawLogo, drawSignature } from './certificate-pdf-images';
import { drawText } from './certificate-text';
import { type CertificateWords, certificateWords, learningHoursText } from './certificate-words';
import type { PrintImages } from './design-images';
import { printInto } from './pdf-output';

// DejaVu Sans covers Latin (Indonesian and Malay names with every diacritic), Greek, Cyrillic and
// more, and Noto fallbacks the other scripts of names (certificate-fonts.ts); pdfkit's built-in
// fonts cover WinAnsi only. Each is embedded as a subset of the glyphs used.

/** What a certificate PDF prints: its data, code, dates, and where it is verified. */
export interface CertificatePrint {
  data: CertificateData;
  code: string;
  issuedAt: Date;
  refreshedAt: Date | null;
  /** Revoked: stamped across the page. */
  revoked: boolean;
  /** The verification page's full address (the QR code leads there). */
  verificationUrl: string;
  /** The logo and signatures its data names, read from storage (design-images.ts); none when absent. */
  images?: PrintImages;
}

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 56;
const MAX_OUTCOMES = 5;

const longDate = (date: Date, words: CertificateWords) =>
  new Intl.DateTimeFormat(words.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** Draw the QR code of `text` as vector squares, `size` points wide, at (x, y). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/** The certificate as a one-page PDF (A4 landscape) with embedded fonts, a QR code and its short code. */
export async function certificatePdf(print: CertificatePrint): Promise<Buffer> {
  const { data } = print;
  const { design } = data;
  const words = certificateWords(data.language);
  const fonts = await certificateFonts([
    design.title,
    data.learnerName,
    design.wording,
    data.courseName,
    data.issuerName,
    data.grade ?? '',
    ...data.outcomes,
    ...design.signatories.flatMap((signatory) => [signatory.name, signatory.title ?? '']),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${design.title}: ${data.learnerName}`,
      Author: data.issuerName,
      Subject: data.courseName,
    },
  });
  const done = printInto(doc, fonts);

  const inner = WIDTH - MARGIN * 2;
  doc
    .lineWidth(6)
    .rect(20, 20, WIDTH - 40, HEIGHT - 40)
    .stroke(design.colours.primary);
  doc
    .lineWidth(1.5)
    .rect(32, 32, WIDTH - 64, HEIGHT - 64)
    .stroke(design.colours.accent);

  // The logo, when there is one, above the title, which then starts below it.
  let y = drawLogo(doc, print.images?.logo, WIDTH, 44, 80);
  const centred = (text: string, weight: Weight, size: number, colour: string, gap: number) => {
    doc.fillColor(colour);
    y = drawText(doc, fonts, text, weight, size, { x: MARGIN, y, width: inner, align: 'center' }) + gap;
  };
  centred(design.title, 'bold', 34, design.colours.primary, 22);
  centred(data.learnerName, 'bold', 28, '#111827', 10);
  if (design.wording) centred(design.wording, 'regular', 14, '#374151', 10);
  if (design.fields.course) centred(data.courseName, 'bold', 20, design.colours.accent, 8);
  if (design.fields.hours && data.learningHours !== null) {
    centred(learningHoursText(words, data.learningHours, data.framework), 'regular', 12, '#374151', 6);
  }
  if (design.fields.grade && data.grade)
    centred(`${words.grade}: ${data.grade}`, 'regular', 12, '#374151', 6);
  if (design.fields.outcomes && data.outcomes.length > 0) {
    centred(words.outcomes, 'bold', 11, '#374151', 2);
    for (const outcome of data.outcomes.slice(0, MAX_OUTCOMES))
      centred(`• ${outcome}`, 'regular', 10, '#374151', 1);
    y += 6;
  }
  if (design.fields.date) {
    const dates = [words.issuedOn(longDate(print.issuedAt, words))];
    if (print.refreshedAt) dates.push(words.refreshedOn(longDate(print.refreshedAt, words)));
    centred(dates.join(' · '), 'regular', 11, '#4b5563', 4);
  }
  centred(words.issuedBy(data.issuerName), 'regular', 10, '#4b5563', 0);

  // Signatories along the bottom left, each over a line.
  const signatureY = HEIGHT - 130;
  design.signatories.forEach((signatory, index) => {
    const x = MARGIN + index * 190;
    drawSignature(doc, print.images?.signatures[index], x, signatureY);
    doc
      .lineWidth(0.8)
      .moveTo(x, signatureY)
      .lineTo(x + 170, signatureY)
      .stroke('#6b7280');
    doc.fillColor('#111827');
    const below = drawText(doc, fonts, signatory.name, 'bold', 11, {
      x,
      y: signatureY + 6,
      width: 170,
      align: 'left',
    });
    if (signatory.title) {
      doc.fillColor('#4b5563');
      drawText(doc, fonts, signatory.title, 'regular', 9, { x, y: below + 1, width: 170, align: 'left' });
    }
  });

  // The QR code and the short code at the bottom right lead to the verification page.
  const qrSize = 78;
  const qrX = WIDTH - MARGIN - qrSize;
  const qrY = HEIGHT - MARGIN - qrSize - 24;
  drawQrCode(doc, print.verificationUrl, qrX, qrY, qrSize);
  const captionX = WIDTH - MARGIN - 260;
  doc.font('regular').fontSize(8).fillColor('#4b5563');
  doc.text(`${words.code}: ${print.code}`, captionX, qrY + qrSize + 4, { width: 260, align: 'right' });
  doc.text(`${words.verifyAt} ${print.verificationUrl}`, captionX - 120, doc.y + 1, {
    width: 380,
    align: 'right',
  });
  if (print.revoked) {
    doc
      .save()
      .rotate(-20, { origin: [WIDTH / 2, HEIGHT / 2] })
      .opacity(0.25);
    doc
      .font('bold')
      .fontSize(96)
      .fillColor('#b91c1c')
      .text(words.revoked, 0, HEIGHT / 2 - 60, { width: WIDTH, align: 'center' });
    doc.restore();
  }
  doc.end();
  return done;
}
