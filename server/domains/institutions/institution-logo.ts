import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import {
  forgetPublicImage,
  type PublicImageKind,
  readPublicImage,
  replacePublicImage,
} from '../../storage/public-image';
import type { FileStorage } from '../../storage/storage';

// An institution's logo (spec §3 Portal logoUrl): public, as its portal's branding is, under a
// random key; a new upload replaces the old one.

export const INSTITUTION_LOGOS: PublicImageKind = {
  folder: 'institution-logos',
  purpose: 'institution-logo',
};
const MEDIA_PATH = '/media/institution-logos/';

/** The address of the logo with key `key`, or null for none. */
export const institutionLogoUrl = (key: string | null) => (key ? `${MEDIA_PATH}${key}` : null);

/** Make `image` the institution's logo (the institution's row locked while its key changes). */
export async function replaceInstitutionLogo(
  db: Db,
  storage: FileStorage,
  upload: { institutionId: string; uploaderId: string; image: Buffer },
): Promise<{ logoUrl: string }> {
  const key = await replacePublicImage(
    db,
    storage,
    INSTITUTION_LOGOS,
    { ownerId: upload.uploaderId, image: upload.image },
    async (tx, newKey) => {
      const [row] = rowsOf<{ previous: string | null }>(
        await tx.execute(sql`
          UPDATE institutions i SET logo_key = ${newKey}, updated_at = now()
          FROM (SELECT id, logo_key FROM institutions WHERE id = ${upload.institutionId}::uuid FOR UPDATE) old
          WHERE i.id = old.id RETURNING old.logo_key AS previous`),
      );
      return row?.previous ?? null;
    },
  );
  return { logoUrl: institutionLogoUrl(key)! };
}

/** Take the institution's logo away (its name stands in); the file goes once that has committed. */
export async function removeInstitutionLogo(
  db: Db,
  storage: FileStorage,
  institutionId: string,
): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ previous: string | null }>(
      await tx.execute(sql`
        UPDATE institutions i SET logo_key = NULL, updated_at = now()
        FROM (SELECT id, logo_key FROM institutions WHERE id = ${institutionId}::uuid FOR UPDATE) old
        WHERE i.id = old.id RETURNING old.logo_key AS previous`),
    );
    if (row?.previous) await forgetPublicImage(tx as unknown as Db, INSTITUTION_LOGOS, row.previous);
    return row?.previous ?? null;
  });
  if (previous) await storage.delete(`${INSTITUTION_LOGOS.folder}/${previous}`);
}

/** The bytes and type of the logo with key `key`, or undefined. */
export const readInstitutionLogo = (db: Db, storage: FileStorage, key: string) =>
  readPublicImage(db, storage, INSTITUTION_LOGOS, key);
