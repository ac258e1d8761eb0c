// The public face of certification (the top layer): only the composition uses it.

// For commerce's receipts: text of any script drawn in a PDF with the fonts it needs.
export { type CertificateFonts as PrintFonts, certificateFonts as printFonts } from './certificate-fonts';
export { drawText } from './certificate-text';
export { DEMO_ASSESSED_COURSE, DEMO_CERTIFIED_COURSE, DEMO_OPENCRED_COURSE } from './demo-certificates';
export { DEMO_QUALIFICATION } from './demo-qualification';
export { certificationModule } from './module';
export { printInto } from './pdf-output';
