import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import type { FileStorage } from '../../storage/storage';
import { replaceCourseMedia } from '../courses';

/** Page thumbnails are stored as 16:9 WebP images of this size. */
export const PAGE_THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

/** Lock the page's row and answer its thumbnail key (a key in the course media folder), or null. */
export async function lockThumbnail(db: Db, pageId: string): Promise<string | null> {
  const [row] = await db
    .select({ thumbnailKey: pages.thumbnailKey })
    .from(pages)
    .where(eq(pages.id, pageId))
    .for('update');
  if (!row) throw new AppError('not_found', REASONS.notFound);
  return row.thumbnailKey;
}

/**
 * Store a processed thumbnail beside the course images (so /media/courses/ serves it) and make it
 * the page's; the old one is removed once the swap commits.
 */
export async function replacePageThumbnail(
  db: Db,
  storage: FileStorage,
  target: { pageId: string; courseId: string; uploaderId: string },
  image: Buffer,
): Promise<{ thumbnailUrl: string }> {
  const { url } = await replaceCourseMedia(
    db,
    storage,
    {
      uploaderId: target.uploaderId,
      courseId: target.courseId,
      purpose: 'page-thumbnail',
      swap: async (tx, key) => {
        const previous = await lockThumbnail(tx, target.pageId);
        await tx
          .update(pages)
          .set({ thumbnailKey: key, updatedAt: new Date() })
          .where(eq(pages.id, target.pageId));
        return previous;
      },
    },
    image,
  );
  return { thumbnailUrl: url };
}
