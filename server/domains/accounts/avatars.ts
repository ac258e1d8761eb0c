import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { type PublicImageKind, readPublicImage, replacePublicImage } from '../../storage/public-image';
import type { FileStorage } from '../../storage/storage';
import { avatarUrl } from './profiles';

/** The purpose recorded in `uploads` for avatars. */
export const AVATAR_PURPOSE = 'avatar';
const AVATARS: PublicImageKind = { folder: 'avatars', purpose: AVATAR_PURPOSE };

/** Store a processed avatar and make it the user's, removing the old one. */
export async function replaceAvatar(
  db: Db,
  storage: FileStorage,
  userId: string,
  image: Buffer,
): Promise<{ avatarUrl: string }> {
  const key = await replacePublicImage(db, storage, AVATARS, { ownerId: userId, image }, async (tx, key) => {
    const [user] = await tx
      .select({ avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return user?.avatarKey ?? null;
  });
  return { avatarUrl: avatarUrl(key)! };
}

/** The bytes and type of the avatar with public key `key`, or undefined for an unknown key. */
export const readAvatar = (db: Db, storage: FileStorage, key: string) =>
  readPublicImage(db, storage, AVATARS, key);
