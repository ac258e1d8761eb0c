import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { certificateImagePng } from './certificate-image-file';
import { storeCertificateImage } from './certificate-image-store';

// The demo certificate's logo and its signatory's signature, drawn as shapes (no text, so no font
// is needed wherever the demo is seeded) and stored as the course team's uploads would be.

/** An open book in a ring, in the default design's colours. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 240 240">
  <circle cx="120" cy="120" r="108" fill="none" stroke="#1e3a8a" stroke-width="12"/>
  <circle cx="120" cy="120" r="88" fill="none" stroke="#b45309" stroke-width="4"/>
  <path d="M60 84 Q90 72 118 86 L118 162 Q90 148 60 160 Z" fill="#1e3a8a"/>
  <path d="M180 84 Q150 72 122 86 L122 162 Q150 148 180 160 Z" fill="#1e3a8a"/>
  <path d="M70 172 Q120 152 170 172" fill="none" stroke="#b45309" stroke-width="6" stroke-linecap="round"/>
</svg>`;

/** A handwritten flourish. */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 300 100">
  <path d="M12 70 C30 10 48 10 44 58 C41 90 62 30 78 42 C92 52 84 80 100 62 C114 46 120 30 134 52
    C146 70 150 40 166 46 C182 52 172 76 192 60 C210 46 222 28 240 50 C252 64 268 58 288 40"
    fill="none" stroke="#0f172a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M40 84 C110 74 190 78 270 70" fill="none" stroke="#0f172a" stroke-width="2.5" stroke-linecap="round"/>
</svg>`;

/** Store the demo logo and signature for course `courseId`, uploaded by `uploaderId`: their keys. */
export async function storeDemoCertificateImages(
  db: Db,
  storage: FileStorage,
  courseId: string,
  uploaderId: string,
): Promise<{ logoKey: string; signatureKey: string }> {
  const store = async (svg: string, kind: 'logo' | 'signature') => {
    const png = await certificateImagePng(await sharp(Buffer.from(svg)).png().toBuffer(), kind);
    return storeCertificateImage(db, storage, { courseId, uploaderId, kind }, png);
  };
  return { logoKey: await store(LOGO_SVG, 'logo'), signatureKey: await store(SIGNATURE_SVG, 'signature') };
}
