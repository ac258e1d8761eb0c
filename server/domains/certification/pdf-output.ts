import type { CertificateFonts } from './certificate-fonts';

/**
 * Ready `doc` to print with `fonts` (registered as 'regular' and 'bold') and gather what it writes:
 * the PDF's bytes once `doc.end()` is called. Certificates and commerce's receipts print this way.
 */
export function printInto(doc: PDFKit.PDFDocument, fonts: CertificateFonts): Promise<Buffer> {
  // pdfkit takes fontkit fonts as they are; its types do not say so.
  doc.registerFont('regular', fonts.primary.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.primary.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
