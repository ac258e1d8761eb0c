// The public face of certification: the composition and commerce use it.

// For commerce's certificate item: a priced certificate offered, issued once paid, revoked after a refund.
export { revokeCourseCertificate } from './certificate-changes';
// For commerce's receipts: text of any script drawn in a PDF with the fonts it needs.
export { type CertificateFonts as PrintFonts, certificateFonts as printFonts } from './certificate-fonts';
export { drawText } from './certificate-text';
export { DEMO_ASSESSED_COURSE, DEMO_CERTIFIED_COURSE, DEMO_OPENCRED_COURSE } from './demo-certificates';
export { DEMO_QUALIFICATION } from './demo-qualification';
export { certificateOffer, issueCertificate } from './issue';
export { certificationModule } from './module';
export { printInto } from './pdf-output';
