import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { FileStorage } from './storage';

// A public image (an avatar, an institution's logo): a WebP stored under a random key in its
// folder, recorded in `uploads` with its purpose, served to anyone by its key.

/** The public key of such an image: a random UUID and the extension of its format. */
const PUBLIC_IMAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Where an image of a kind is kept and recorded. */
export interface PublicImageKind {
  folder: string;
  purpose: string;
}

/**
 * Store a processed image of `kind` and let `swap` (in the transaction: lock the owning row, set the
 * new key, answer the key it replaces or null) make it the owner's, removing the old one. The file
 * is written first; the rows change in one transaction; the old file goes once that has committed.
 */
export async function replacePublicImage(
  db: Db,
  storage: FileStorage,
  kind: PublicImageKind,
  upload: { ownerId: string; image: Buffer },
  swap: (tx: Db, key: string) => Promise<string | null>,
): Promise<string> {
  const key = `${randomUUID()}.webp`;
  const storageKey = `${kind.folder}/${key}`;
  await storage.put(storageKey, upload.image, 'image/webp');
  let oldKey: string | null;
  try {
    oldKey = await db.transaction(async (tx) => {
      await tx.insert(uploads).values({
        ownerId: upload.ownerId,
        purpose: kind.purpose,
        storageKey,
        contentType: 'image/webp',
        sizeBytes: upload.image.length,
      });
      const previous = await swap(tx as unknown as Db, key);
      if (previous) await forgetPublicImage(tx as unknown as Db, kind, previous);
      return previous;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  if (oldKey) await storage.delete(`${kind.folder}/${oldKey}`);
  return key;
}

/** Drop the record of the image `key` of `kind` (in the caller's transaction): it is no longer served. */
export async function forgetPublicImage(db: Db, kind: PublicImageKind, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.storageKey, `${kind.folder}/${key}`));
}

/** The bytes and type of the image of `kind` with public key `key`, or undefined for an unknown key. */
export async function readPublicImage(
  db: Db,
  storage: FileStorage,
  kind: PublicImageKind,
  key: string,
): Promise<{ data: Buffer; contentType: string } | undefined> {
  if (!PUBLIC_IMAGE_KEY.test(key)) return undefined;
  const storageKey = `${kind.folder}/${key}`;
  const [row] = await db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.storageKey, storageKey), eq(uploads.purpose, kind.purpose)));
  if (!row) return undefined;
  const data = await storage.get(storageKey);
  return data ? { data, contentType: row.contentType } : undefined;
}
