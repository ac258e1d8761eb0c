import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CertificateImageKind } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import type { RecordedUpload } from '../../storage/recorded-upload';
import type { FileStorage } from '../../storage/storage';

// Certificate images live in their own folder of the storage, recorded in `uploads` with their
// course and their kind as purpose. A key names one image forever: replacing a logo or a
// signature uploads a new one, so certificates issued with the old one still print it.
const FOLDER = 'certificate-images';
const PURPOSE: Record<CertificateImageKind, string> = {
  logo: 'certificate-logo',
  signature: 'certificate-signature',
};

/** Where the image `key` is stored. */
export const certificateImageStorageKey = (key: string): string => `${FOLDER}/${key}`;

/** A recorded certificate image with its kind and the course whose team uploaded it. */
export interface RecordedCertificateImage extends RecordedUpload {
  kind: CertificateImageKind;
  coursePath: string | null;
}

/**
 * Store a certificate image (a PNG from certificate-image-file.ts) for the course `courseId` (null:
 * a qualification's, uploaded by platform staff) and record it; answers its key, which the
 * course's settings or a design then name.
 */
export async function storeCertificateImage(
  db: Db,
  storage: FileStorage,
  target: { courseId: string | null; uploaderId: string; kind: CertificateImageKind },
  png: Buffer,
): Promise<string> {
  const key = `${randomUUID()}.png`;
  const storageKey = certificateImageStorageKey(key);
  await storage.put(storageKey, png, 'image/png');
  try {
    await db.execute(sql`
      INSERT INTO uploads (owner_id, course_id, purpose, storage_key, content_type, size_bytes)
      VALUES (${target.uploaderId}::uuid, ${target.courseId}::uuid, ${PURPOSE[target.kind]}, ${storageKey},
        'image/png', ${png.length})`);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return key;
}

/**
 * The recorded certificate images of `keys` (unknown keys left out), of the course `courseId`
 * only unless it is null (a qualification's design, written by platform staff, names any).
 */
export async function findCertificateImages(
  db: Db,
  keys: readonly string[],
  courseId: string | null = null,
): Promise<RecordedCertificateImage[]> {
  if (keys.length === 0) return [];
  const storageKeys = JSON.stringify(keys.map(certificateImageStorageKey));
  return rowsOf<RecordedCertificateImage>(
    await db.execute(sql`
      SELECT u.storage_key AS "storageKey", u.content_type AS "contentType", u.size_bytes AS "sizeBytes",
        CASE u.purpose WHEN ${PURPOSE.logo} THEN 'logo' ELSE 'signature' END AS kind, c.path AS "coursePath"
      FROM uploads u
      LEFT JOIN courses c ON c.id = u.course_id
      WHERE u.storage_key IN (SELECT jsonb_array_elements_text(${storageKeys}::jsonb))
        AND u.purpose IN (${PURPOSE.logo}, ${PURPOSE.signature})
        AND (${courseId}::uuid IS NULL OR u.course_id = ${courseId}::uuid)`),
  );
}
