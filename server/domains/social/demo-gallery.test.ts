import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '../../../common/api/feed';
import { blocks, courses, posts, uploads, users } from '../../db/schema';
import { setUpTestApp } from '../../test/set-up-test-app';
import { seedDemoGallery } from './demo-gallery';
import { CLASSMATES, DEMO_SOCIAL_COURSE } from './demo-social';
import { buildPostCourse } from './social-test-kit';

const testApp = setUpTestApp();
const logger = pino({ level: 'silent' });

describe('the demo gallery', () => {
  it('gives the classmates’ demo posts a picture of the course and puts a gallery of the post block after it, once', async () => {
    const { db } = testApp.database;
    const { storage } = testApp.deps;
    const made = await buildPostCourse(testApp);
    await db.update(courses).set({ path: DEMO_SOCIAL_COURSE }).where(eq(courses.id, made.course.id));
    const picture = Buffer.from('RIFF0000WEBPVP8 demo picture');
    await storage.put('courses/demo-cover.webp', picture, 'image/webp');
    await db.insert(uploads).values({
      purpose: 'course-image',
      courseId: made.course.id,
      storageKey: 'courses/demo-cover.webp',
      contentType: 'image/webp',
      sizeBytes: picture.length,
    });
    const authors = await db
      .insert(users)
      .values(CLASSMATES.map(({ email, fullName }) => ({ email, fullName })))
      .returning({ id: users.id });
    const place = {
      type: 'share' as const,
      courseId: made.course.id,
      cohortId: made.cohort.id,
      blockId: made.block.id,
      pageId: made.page.id,
    };
    await db.insert(posts).values([
      { ...place, authorId: authors[0]!.id, body: '<p>Coffee</p>', createdAt: new Date(Date.now() - 60_000) },
      { ...place, authorId: authors[1]!.id, body: '<p>Skincare</p>' },
    ]);

    await seedDemoGallery(db, storage, logger);
    await seedDemoGallery(db, storage, logger);

    const galleries = await db
      .select()
      .from(blocks)
      .where(and(eq(blocks.pageId, made.page.id), eq(blocks.widgetType, 'gallery')));
    expect(galleries).toHaveLength(1);
    expect(galleries[0]).toMatchObject({
      sectionId: made.block.sectionId,
      position: made.block.position + 1,
      setupData: { heading: 'Class gallery', sourceBlockId: made.block.id },
    });
    const reply = await made.learner.agent.get(
      `/json/feed/read/getGallery/${galleries[0]!.id}?cohortPath=${made.cohort.path}`,
    );
    const page = reply.body.result as FeedPage;
    expect(page.posts.map((post) => [post.body, post.attachments.map((each) => each.kind)])).toEqual([
      ['<p>Skincare</p>', ['image']],
      ['<p>Coffee</p>', ['image']],
    ]);
    // Each picture is its author's post media, served to whoever reads the post.
    for (const post of page.posts) {
      const media = post.attachments[0]!;
      const served = await made.learner.agent.get(media.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.text).toBe(picture.toString());
    }
  });
});
