import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DAY_MS } from '../../../common/constants';
import type { Db } from '../../db/client';
import {
  cohorts,
  courseProgress,
  courses,
  courseVisits,
  learningTimeDaily,
  modules,
  pageProgress,
  pages,
  pageVisits,
} from '../../db/schema';
import { findUserByEmail } from '../accounts';
import { enrolInClass, ensureDefaultClass } from '../classes';
import { DEMO_COURSE_CREATOR_EMAIL, DEMO_COURSES } from '../content';
import { recomputeCourseProgress } from './course-progress';
import { utcDay } from './learning-time-store';

/** The demo learner, enrolled in two demo classes with some progress. */
export const DEMO_LEARNER_EMAIL = 'learner@kelas.example';

/** The course whose class runs on a schedule that started last month, and the one whose class is open. */
export const DEMO_SCHEDULED_COURSE = 'teaching-online-with-confidence';
export const DEMO_OPEN_COURSE = 'digital-marketing-foundations';

/**
 * The learner's two classes: when they enrolled (days ago) and, for the first pages of the outline
 * they have read, how many days ago they read each and for how many seconds.
 */
export const DEMO_ENROLMENTS: ReadonlyArray<{
  course: string;
  enrolledDaysAgo: number;
  reads: ReadonlyArray<readonly [number, number]>;
}> = [
  {
    course: 'intro-data-analysis',
    enrolledDaysAgo: 10,
    reads: [
      [9, 720],
      [7, 540],
      [4, 900],
      [1, 360],
    ],
  },
  {
    course: DEMO_SCHEDULED_COURSE,
    enrolledDaysAgo: 20,
    reads: [
      [15, 600],
      [12, 480],
    ],
  },
];

/**
 * A scheduled class that started on the first day of last month at 09:00 in Kuala Lumpur, closes
 * enrolment 90 days after its start and ends 30 days later, so it is always under way.
 */
function scheduledSettings(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 1));
  return {
    mode: 'scheduled' as const,
    startDate: start,
    enrolmentCloseDate: new Date(start.getTime() + 90 * DAY_MS),
    endDate: new Date(start.getTime() + 120 * DAY_MS),
    classAccessTz: 'Asia/Kuala_Lumpur',
  };
}

/** A class beside a demo course's default one, and whether the demo learner is in it (enrolled days ago). */
interface DemoExtraClass {
  course: string;
  path: string;
  name: string;
  learnerEnrolledDaysAgo: number | null;
  settings: (now: Date) => Partial<typeof cohorts.$inferInsert>;
}

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Classes that show every standing a class can have: one the learner took last term (ended), one
 * of another course they have joined that starts next month (upcoming), and a priced class, which
 * takes no one for free until payment exists.
 */
export const DEMO_EXTRA_CLASSES: readonly DemoExtraClass[] = [
  {
    course: 'intro-data-analysis',
    path: 'intro-data-analysis-last-term',
    name: 'Intro to Data Analysis: last term',
    learnerEnrolledDaysAgo: 140,
    settings: (now) => ({
      mode: 'scheduled',
      startDate: daysFrom(now, -150),
      endDate: daysFrom(now, -30),
      classAccessTz: 'Asia/Jakarta',
    }),
  },
  {
    course: 'python-programming-essentials',
    path: 'python-evening-cohort',
    name: 'Python evening cohort',
    // Before the learner's other classes, so those lead their home and progress lists.
    learnerEnrolledDaysAgo: 25,
    settings: (now) => ({
      mode: 'scheduled',
      // The first day of next month, 19:00 in Jakarta (UTC+7, no daylight saving).
      startDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12)),
      endDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1, 12)),
      classAccessTz: 'Asia/Jakarta',
    }),
  },
  {
    course: DEMO_OPEN_COURSE,
    path: 'digital-marketing-mentored',
    name: 'Digital Marketing: mentored cohort',
    learnerEnrolledDaysAgo: null,
    settings: () => ({
      mode: 'open',
      currency: 'MYR',
      coursePriceMinor: 24_900,
      studentPriceMinor: 14_900,
      classAccessTz: 'Asia/Kuala_Lumpur',
    }),
  },
];

/** The extra classes of `course`, with the demo learner enrolled where the table says so. */
async function seedExtraClasses(
  db: Db,
  course: { id: string; path: string },
  creatorId: string | null,
  learnerId: string | null,
  now: Date,
) {
  for (const extra of DEMO_EXTRA_CLASSES.filter((each) => each.course === course.path)) {
    const [cohort] = await db
      .insert(cohorts)
      .values({
        ...extra.settings(now),
        courseId: course.id,
        path: extra.path,
        name: extra.name,
        createdBy: creatorId,
      })
      .returning({ id: cohorts.id });
    if (learnerId && extra.learnerEnrolledDaysAgo !== null) {
      const request = { cohortId: cohort!.id, userId: learnerId, source: 'open', status: 'active' } as const;
      await enrolInClass(db, request, daysFrom(now, -extra.learnerEnrolledDaysAgo));
    }
  }
}

/** The learner's reading of the first outline pages of a course, and the progress it makes. */
async function seedProgress(
  db: Db,
  userId: string,
  courseId: string,
  reads: ReadonlyArray<readonly [number, number]>,
  now: Date,
) {
  const outline = await db
    .select({ id: pages.id, path: pages.path, coursePath: courses.path })
    .from(pages)
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(eq(pages.courseId, courseId))
    .orderBy(asc(modules.position), asc(pages.position))
    .limit(reads.length);
  const read = outline.map((page, index) => {
    const [daysAgo, seconds] = reads[index]!;
    return { page, at: new Date(now.getTime() - daysAgo * DAY_MS), seconds };
  });
  // The pages the demo learner reads have no blocks that count towards progress (their demo question
  // does not count), so a page read is a page completed.
  await db.insert(pageProgress).values(
    read.map(({ page, at, seconds }) => ({
      userId,
      pageId: page.id,
      courseId,
      viewedAt: at,
      completedAt: new Date(at.getTime() + seconds * 1000),
    })),
  );
  await db
    .insert(pageVisits)
    .values(read.map(({ page, at }) => ({ userId, pageId: page.id, courseId, visitedAt: at })));
  // The course visit a page read records, so the learner's home can continue where they left off.
  const lastRead = Math.max(...read.map(({ at }) => at.getTime()));
  await db
    .insert(courseVisits)
    .values({ userId, courseId, visitedAt: new Date(lastRead) })
    .onConflictDoNothing();
  await db.insert(learningTimeDaily).values(
    read.map(({ page, at, seconds }) => ({
      userId,
      courseId,
      pagePath: `/courses/${page.coursePath}/${page.path}/`,
      day: utcDay(at),
      seconds,
    })),
  );
  await recomputeCourseProgress(db, userId, courseId);
  // The recount stamps now; the learner was last active at their last read.
  await db
    .update(courseProgress)
    .set({ lastActiveAt: new Date(lastRead) })
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
}

/**
 * Give each demo course that has no class yet its default class (self-paced, but one scheduled and
 * one open) and its extra classes (ended, upcoming, priced), and enrol the demo learner in two
 * default classes with some progress and in the ended and upcoming ones. A course that already has
 * its class is left alone, so a second run changes nothing.
 */
export async function seedDemoClasses(db: Db, logger: Logger, now = new Date()): Promise<void> {
  const creator = await findUserByEmail(db, DEMO_COURSE_CREATOR_EMAIL);
  const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  const classless = await db
    .select({ id: courses.id, path: courses.path, name: courses.name })
    .from(courses)
    .where(
      and(
        inArray(
          courses.path,
          DEMO_COURSES.map((course) => course.path),
        ),
        isNull(courses.defaultCohort),
      ),
    );
  for (const course of classless) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const cohort = await ensureDefaultClass(t, course, creator?.id ?? null);
      // Before the default class: the learner took last term's class before joining this one.
      await seedExtraClasses(t, course, creator?.id ?? null, learner?.id ?? null, now);
      if (course.path === DEMO_SCHEDULED_COURSE) {
        await t.update(cohorts).set(scheduledSettings(now)).where(eq(cohorts.id, cohort.id));
      }
      if (course.path === DEMO_OPEN_COURSE) {
        await t.update(cohorts).set({ mode: 'open' }).where(eq(cohorts.id, cohort.id));
      }
      const enrolment = DEMO_ENROLMENTS.find((each) => each.course === course.path);
      if (learner && enrolment) {
        const enrolledAt = new Date(now.getTime() - enrolment.enrolledDaysAgo * DAY_MS);
        await enrolInClass(
          t,
          { cohortId: cohort.id, userId: learner.id, source: 'open', status: 'active' },
          enrolledAt,
        );
        await seedProgress(t, learner.id, course.id, enrolment.reads, now);
      }
    });
    logger.info({ course: course.path }, 'demo class created');
  }
}
