import {
  CERTIFICATION_REASONS,
  type CertificateData,
  type CertificateDesign,
  type CertificateImageKind,
} from '../../../common/api/certification';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import type { FileStorage } from '../../storage/storage';
import { certificateImageStorageKey, findCertificateImages } from './certificate-image-store';

/** The images a certificate prints: its logo and each signatory's signature (null: none). */
export interface PrintImages {
  logo: Buffer | null;
  signatures: (Buffer | null)[];
}

/** The images a design names, each with the field that names it and the kind it must be. */
function namedImages(logoKey: string | null | undefined, design: CertificateDesign) {
  const named: { field: string; key: string; kind: CertificateImageKind }[] = [];
  if (logoKey) named.push({ field: 'logoKey', key: logoKey, kind: 'logo' });
  design.signatories.forEach((signatory, index) => {
    if (signatory.signatureKey) {
      const field = `design.signatories.${index}.signatureKey`;
      named.push({ field, key: signatory.signatureKey, kind: 'signature' });
    }
  });
  return named;
}

/**
 * Refuse a design naming an image that was not uploaded as that kind for the course `courseId`
 * (null: a qualification's, any course's), with the reason by each field naming one; one query.
 */
export async function checkDesignImages(
  db: Db,
  courseId: string | null,
  logoKey: string | null | undefined,
  design: CertificateDesign,
): Promise<void> {
  const named = namedImages(logoKey, design);
  const found = await findCertificateImages(
    db,
    named.map((image) => image.key),
    courseId,
  );
  const kindOf = new Map(found.map((image) => [image.storageKey, image.kind]));
  const unknown = named.filter((image) => kindOf.get(certificateImageStorageKey(image.key)) !== image.kind);
  if (unknown.length === 0) return;
  const reason = CERTIFICATION_REASONS.unknownImage;
  throw new AppError(
    'invalid_input',
    reason,
    Object.fromEntries(unknown.map((image) => [image.field, reason])),
  );
}

/** The bytes of a stored image, or null when it names none or its file is gone (the rest still prints). */
async function bytesOf(storage: FileStorage, key: string | null | undefined): Promise<Buffer | null> {
  if (!key) return null;
  return (await storage.get(certificateImageStorageKey(key))) ?? null;
}

/** The images a certificate's data names, read from storage for its PDF. */
export async function printImagesOf(storage: FileStorage, data: CertificateData): Promise<PrintImages> {
  const [logo, ...signatures] = await Promise.all([
    bytesOf(storage, data.logoKey),
    ...data.design.signatories.map((signatory) => bytesOf(storage, signatory.signatureKey)),
  ]);
  return { logo: logo ?? null, signatures };
}
