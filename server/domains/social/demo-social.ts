import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DAY_MS } from '../../../common/constants';
import type { Db } from '../../db/client';
import {
  blocks,
  cohorts,
  comments,
  courses,
  feedItems,
  kudos,
  modules,
  pageSections,
  pages,
  posts,
  users,
} from '../../db/schema';
import { DEMO_PASSWORD, findUserByEmail, freeProfileName, hashPassword } from '../accounts';
import { enrolInClass } from '../classes';
import { DEMO_LEARNER_EMAIL, DEMO_OPEN_COURSE } from '../learning';

/** The course whose first page carries the demo post block, and in whose default class the demo learner posts. */
export const DEMO_SOCIAL_COURSE = DEMO_OPEN_COURSE;
/** How many days ago the demo learner joined it: before their other classes, so those lead their home. */
export const DEMO_SOCIAL_ENROLLED_DAYS_AGO = 30;

const HOUR_MS = 60 * 60 * 1000;

/** The demo learner's classmates who have posted already. */
export const CLASSMATES = [
  { email: 'rizal@kelas.example', fullName: 'Rizal Hakim' },
  { email: 'mei@kelas.example', fullName: 'Tan Mei Ling' },
] as const;

const PROMPT =
  '<p>Share one brand whose marketing made you buy something. What did it do that worked on you?</p>';

/** What the post block asks each learner after they post (their reflection is for them and their teachers). */
const REFLECTION_PROMPT = 'Would the same idea work for a small business you know? Why, or why not?';

/** A demo user (a classmate), made once. */
async function classmate(db: Db, email: string, fullName: string): Promise<string> {
  const found = await findUserByEmail(db, email);
  if (found) return found.id;
  const [row] = await db
    .insert(users)
    .values({
      email,
      fullName,
      profileName: await freeProfileName(db, fullName),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * The social side of the demo (docs/domains/social.md): a post block ("Share", posts shown to the
 * class at once, a reflection asked after posting) at the end of the first page of the open demo course, two classmates' posts in its
 * default class with comments (a reply and a mention) and kudos, and the demo learner in that class
 * so they can post too. Left alone once the course has a post, so a second run changes nothing.
 */
export async function seedDemoSocial(db: Db, logger: Logger, now = new Date()): Promise<void> {
  // The course's default class (courses.default_cohort holds its path).
  const [course] = await db
    .select({ id: courses.id, cohortId: cohorts.id })
    .from(courses)
    .innerJoin(cohorts, eq(cohorts.path, courses.defaultCohort))
    .where(eq(courses.path, DEMO_SOCIAL_COURSE));
  const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  if (!course?.cohortId || !learner) return;
  const [existing] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.courseId, course.id))
    .limit(1);
  if (existing) return;
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .where(eq(pages.courseId, course.id))
    .orderBy(asc(modules.position), asc(pages.position))
    .limit(1);
  if (!page) return;
  const [section] = await db
    .select({ id: pageSections.id })
    .from(pageSections)
    .where(eq(pageSections.pageId, page.id))
    .orderBy(desc(pageSections.position))
    .limit(1);
  const [last] = await db
    .select({ position: blocks.position })
    .from(blocks)
    .where(and(eq(blocks.pageId, page.id), eq(blocks.sectionId, section!.id)))
    .orderBy(desc(blocks.position))
    .limit(1);
  const [block] = await db
    .insert(blocks)
    .values({
      pageId: page.id,
      sectionId: section!.id,
      position: (last?.position ?? -1) + 1,
      widgetType: 'post',
      setupData: {
        prompt: PROMPT,
        type: 'share',
        maxPosts: 0,
        reflectionSettings: { isReflectionActive: true, prompt: REFLECTION_PROMPT },
      },
      settings: {
        sharing: { accessType: 'everyone', revealAfter: null, scheme: 'class', condition: 'always' },
      },
    })
    .returning({ id: blocks.id });
  // The page's content changed: readers holding the old version read it again.
  await db
    .update(pages)
    .set({ contentVersion: sql`nextval('page_content_versions')` })
    .where(eq(pages.id, page.id));

  const [rizal, mei] = [
    await classmate(db, CLASSMATES[0].email, CLASSMATES[0].fullName),
    await classmate(db, CLASSMATES[1].email, CLASSMATES[1].fullName),
  ];
  const enrolledAt = new Date(now.getTime() - DEMO_SOCIAL_ENROLLED_DAYS_AGO * DAY_MS);
  for (const userId of [rizal, mei, learner.id]) {
    await enrolInClass(
      db,
      { cohortId: course.cohortId, userId, source: 'open', status: 'active' },
      enrolledAt,
    );
  }
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const place = { courseId: course.id, cohortId: course.cohortId, blockId: block!.id, pageId: page.id };
  const [first, second] = await db
    .insert(posts)
    .values([
      {
        ...place,
        type: 'share',
        authorId: rizal,
        body: '<p>A coffee chain near my office sends a <strong>“your usual?”</strong> message at 8 a.m. It knows my order, and it is never wrong.</p>',
        reflection:
          'Yes for my uncle’s bakery: regulars order the same bread every morning. A message costs little, but it must not come every day.',
        createdAt: at(30),
      },
      {
        ...place,
        type: 'share',
        authorId: mei,
        body: '<p>A skincare brand that answers every question in its comments, with a real person’s name. I trusted it before I tried it.</p>',
        createdAt: at(6),
      },
    ])
    .returning({ id: posts.id, createdAt: posts.createdAt });
  await db.insert(feedItems).values(
    [first!, second!].map((post) => ({
      cohortId: course.cohortId!,
      postId: post.id,
      createdAt: post.createdAt,
    })),
  );
  const thread = { courseId: course.id, cohortId: course.cohortId, postId: first!.id };
  const [question] = await db
    .insert(comments)
    .values({
      ...thread,
      authorId: mei,
      body: 'Is that from their app, or by text message?',
      createdAt: at(28),
    })
    .returning({ id: comments.id });
  await db.insert(comments).values([
    {
      ...thread,
      parentId: question!.id,
      authorId: rizal,
      body: 'Their app. @Tan Mei Ling, it only asks once I am near the shop, which is why it does not annoy me.',
      mentions: [mei],
      createdAt: at(27),
    },
    {
      courseId: course.id,
      cohortId: course.cohortId,
      postId: second!.id,
      authorId: rizal,
      body: 'A name makes a big difference. Did they ever get a question wrong?',
      createdAt: at(5),
    },
  ]);
  await db.insert(kudos).values([
    { userId: mei, postId: first!.id },
    { userId: rizal, postId: second!.id },
    { userId: rizal, commentId: question!.id },
  ]);
  logger.info({ course: DEMO_SOCIAL_COURSE }, 'demo posts created');
}
