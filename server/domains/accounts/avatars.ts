import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { avatarUrl } from './profiles';

/** The purpose recorded in `uploads` for avatars. */
export const AVATAR_PURPOSE = 'avatar';
const AVATAR_FOLDER = 'avatars';
// The public key of an avatar: a random UUID and the extension of its format.
const AVATAR_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * Store a processed avatar and make it the user's, removing the old one. The file is written
 * first; the rows change in one transaction; the old file goes only once that has committed.
 */
export async function replaceAvatar(
  db: Db,
  storage: FileStorage,
  userId: string,
  image: Buffer,
): Promise<{ avatarUrl: string }> {
  const key = `${randomUUID()}.webp`;
  const storageKey = `${AVATAR_FOLDER}/${key}`;
  await storage.put(storageKey, image, 'image/webp');
  let oldKey: string | null;
  try {
    oldKey = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.insert(uploads).values({
        ownerId: userId,
        purpose: AVATAR_PURPOSE,
        storageKey,
        contentType: 'image/webp',
        sizeBytes: image.length,
      });
      await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
      const previous = user?.avatarKey ?? null;
      if (previous) await tx.delete(uploads).where(eq(uploads.storageKey, `${AVATAR_FOLDER}/${previous}`));
      return previous;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  if (oldKey) await storage.delete(`${AVATAR_FOLDER}/${oldKey}`);
  return { avatarUrl: avatarUrl(key)! };
}

/** The bytes and type of the avatar with public key `key`, or undefined for an unknown key. */
export async function readAvatar(
  db: Db,
  storage: FileStorage,
  key: string,
): Promise<{ data: Buffer; contentType: string } | undefined> {
  if (!AVATAR_KEY.test(key)) return undefined;
  const storageKey = `${AVATAR_FOLDER}/${key}`;
  const [row] = await db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.storageKey, storageKey), eq(uploads.purpose, AVATAR_PURPOSE)));
  if (!row) return undefined;
  const data = await storage.get(storageKey);
  return data ? { data, contentType: row.contentType } : undefined;
}
