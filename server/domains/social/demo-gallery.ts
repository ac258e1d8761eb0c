import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PostAttachment } from '../../../common/api/feed';
import { postMediaUrl } from '../../../common/api/feed';
import type { Db } from '../../db/client';
import { blocks, courses, pages, posts, uploads, users } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { CLASSMATES, DEMO_SOCIAL_COURSE } from './demo-social';
import { POST_MEDIA_PURPOSE } from './post-body';

/** The names the demo classmates' pictures are posted under, in the order of CLASSMATES. */
const PICTURE_NAMES = ['usual-order.webp', 'answered-comments.webp'] as const;

/**
 * The gallery of the demo (docs/domains/social.md): the classmates' demo posts get a picture each —
 * copies of the course's own demo pictures (its cover and page figures, drawn by content's demo),
 * stored as post media of their authors — and a gallery block of the post block's posts goes right
 * after it. Left alone once the page has a gallery, so a second run changes nothing.
 */
export async function seedDemoGallery(db: Db, storage: FileStorage, logger: Logger): Promise<void> {
  const [post] = await db
    .select({
      id: blocks.id,
      pageId: blocks.pageId,
      sectionId: blocks.sectionId,
      position: blocks.position,
      courseId: courses.id,
    })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(and(eq(courses.path, DEMO_SOCIAL_COURSE), eq(blocks.widgetType, 'post')))
    .orderBy(asc(blocks.createdAt))
    .limit(1);
  if (!post) return;
  const [gallery] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.pageId, post.pageId), eq(blocks.widgetType, 'gallery')))
    .limit(1);
  if (gallery) return;

  const pictures = await db
    .select({ storageKey: uploads.storageKey, contentType: uploads.contentType })
    .from(uploads)
    .where(
      and(
        eq(uploads.courseId, post.courseId),
        inArray(uploads.purpose, ['course-image', 'block-image']),
        like(uploads.contentType, 'image/%'),
      ),
    )
    .orderBy(asc(uploads.createdAt), asc(uploads.storageKey));
  const authors = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        CLASSMATES.map((each) => each.email),
      ),
    );
  const demoPosts = await db
    .select({ id: posts.id, authorId: posts.authorId, attachments: posts.attachments })
    .from(posts)
    .where(
      and(
        eq(posts.blockId, post.id),
        inArray(
          posts.authorId,
          authors.map((author) => author.id),
        ),
      ),
    )
    .orderBy(asc(posts.createdAt));
  for (const [index, classmate] of CLASSMATES.entries()) {
    const authorId = authors.find((author) => author.email === classmate.email)?.id;
    const target = demoPosts.find(
      (each) => each.authorId === authorId && (each.attachments as unknown[]).length === 0,
    );
    const picture = pictures[index % Math.max(pictures.length, 1)];
    if (!authorId || !target || !picture) continue;
    const bytes = await storage.get(picture.storageKey);
    if (!bytes) continue;
    const storageKey = `post-media/${randomUUID()}.webp`;
    await storage.put(storageKey, bytes, picture.contentType);
    const [upload] = await db
      .insert(uploads)
      .values({
        ownerId: authorId,
        courseId: post.courseId,
        purpose: POST_MEDIA_PURPOSE,
        storageKey,
        contentType: picture.contentType,
        sizeBytes: bytes.length,
      })
      .returning({ id: uploads.id });
    const attachment: PostAttachment = {
      kind: 'image',
      uploadId: upload!.id,
      url: postMediaUrl(upload!.id),
      name: PICTURE_NAMES[index]!,
      contentType: picture.contentType,
      sizeBytes: bytes.length,
    };
    await db
      .update(posts)
      .set({ attachments: [attachment] })
      .where(eq(posts.id, target.id));
  }

  await db
    .update(blocks)
    .set({ position: sql`${blocks.position} + 1` })
    .where(and(eq(blocks.sectionId, post.sectionId), sql`${blocks.position} > ${post.position}`));
  await db.insert(blocks).values({
    pageId: post.pageId,
    sectionId: post.sectionId,
    position: post.position + 1,
    widgetType: 'gallery',
    setupData: { heading: 'Class gallery', sourceBlockId: post.id },
    settings: {
      sharing: { accessType: 'everyone', revealAfter: null, scheme: 'class', condition: 'always' },
    },
  });
  // The page's content changed: readers holding the old version read it again.
  await db
    .update(pages)
    .set({ contentVersion: sql`nextval('page_content_versions')` })
    .where(eq(pages.id, post.pageId));
  logger.info({ course: DEMO_SOCIAL_COURSE }, 'demo gallery created');
}
