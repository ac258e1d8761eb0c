// The images of a certificate PDF (certificate-pdf.ts): the course's logo at the top and each
// signatory's signature above their line. An image pdfkit cannot read is left out, never the PDF.

const LOGO_BOX = { width: 200, height: 56 };
const SIGNATURE_BOX = { width: 150, height: 46 };

/** Draw `image` fitted into the box at (x, y), centred or at the left; false when it could not be read. */
function drawFitted(
  doc: PDFKit.PDFDocument,
  image: Buffer,
  x: number,
  y: number,
  box: { width: number; height: number },
  align: 'center' | undefined,
): boolean {
  try {
    doc.image(image, x, y, { fit: [box.width, box.height], ...(align && { align }), valign: 'bottom' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Draw the logo centred on a page `pageWidth` wide, its top at `top`; answers where the text
 * below starts (`fallback` when there is no logo, so a certificate without one keeps its layout).
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: Buffer | null | undefined,
  pageWidth: number,
  top: number,
  fallback: number,
): number {
  if (!logo) return fallback;
  const drawn = drawFitted(doc, logo, (pageWidth - LOGO_BOX.width) / 2, top, LOGO_BOX, 'center');
  return drawn ? top + LOGO_BOX.height + 12 : fallback;
}

/** Draw a signature standing on the signatory's line, which starts at x and lies at `lineY`. */
export function drawSignature(
  doc: PDFKit.PDFDocument,
  signature: Buffer | null | undefined,
  x: number,
  lineY: number,
): void {
  if (signature)
    drawFitted(doc, signature, x + 4, lineY - SIGNATURE_BOX.height - 3, SIGNATURE_BOX, undefined);
}
