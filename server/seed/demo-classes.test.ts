import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  classInvitations,
  classStaffInvitations,
  cohorts,
  courseProgress,
  courses,
  courseVisits,
  enrolments,
  learningTimeDaily,
  modules,
  pageProgress,
  pages,
} from '../db/schema';
import { findUserByEmail } from '../domains/accounts';
import { DEMO_COURSES } from '../domains/content';
import {
  DEMO_CLASS_INVITATIONS,
  DEMO_ENROLMENTS,
  DEMO_EXTRA_CLASSES,
  DEMO_LEARNER_EMAIL,
  DEMO_OPEN_COURSE,
  DEMO_SCHEDULED_COURSE,
  DEMO_STAFF_INVITATIONS,
} from '../domains/learning';
import { DEMO_SOCIAL_COURSE } from '../domains/social';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-classes-')));
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, logger, storage);
}, 120_000);
afterAll(() => database.close());

/** Everything the class seed writes, to compare one run with the next. */
async function snapshot() {
  const { db } = database;
  return {
    cohorts: await db.select().from(cohorts).orderBy(asc(cohorts.path)),
    enrolments: await db.select().from(enrolments).orderBy(asc(enrolments.id)),
    pageProgress: await db.select().from(pageProgress).orderBy(asc(pageProgress.pageId)),
    courseProgress: await db.select().from(courseProgress).orderBy(asc(courseProgress.courseId)),
    daily: await db.select().from(learningTimeDaily).orderBy(asc(learningTimeDaily.pagePath)),
    invitations: await db.select().from(classInvitations).orderBy(asc(classInvitations.email)),
    staffInvitations: await db.select().from(classStaffInvitations).orderBy(asc(classStaffInvitations.email)),
  };
}

describe('demo classes', () => {
  it('gives each demo course its default class: self-paced but one scheduled from last month and one open', async () => {
    const { db } = database;
    const rows = await db
      .select({ course: courses.path, defaultCohort: courses.defaultCohort, cohort: cohorts })
      .from(courses)
      .innerJoin(cohorts, and(eq(cohorts.courseId, courses.id), eq(cohorts.path, courses.defaultCohort)));
    expect(rows).toHaveLength(DEMO_COURSES.length);
    const modeOf = new Map(rows.map((row) => [row.course, row.cohort.mode]));
    expect(modeOf.get(DEMO_OPEN_COURSE)).toBe('open');
    expect(modeOf.get(DEMO_SCHEDULED_COURSE)).toBe('scheduled');
    expect([...modeOf.values()].filter((mode) => mode === 'self_paced')).toHaveLength(
      DEMO_COURSES.length - 2,
    );

    const scheduled = rows.find((row) => row.course === DEMO_SCHEDULED_COURSE)!.cohort;
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    expect([scheduled.startDate!.getUTCFullYear(), scheduled.startDate!.getUTCMonth()]).toEqual([
      lastMonth.getUTCFullYear(),
      lastMonth.getUTCMonth(),
    ]);
    expect(scheduled.enrolmentCloseDate!.getTime()).toBeGreaterThan(now.getTime());
    expect(scheduled.endDate!.getTime()).toBeGreaterThan(scheduled.enrolmentCloseDate!.getTime());
  });

  it('shows an ended, an upcoming and a priced class, the learner in the first two', async () => {
    const { db } = database;
    const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
    const extras = await db
      .select({ cohort: cohorts, status: enrolments.status })
      .from(cohorts)
      .leftJoin(enrolments, and(eq(enrolments.cohortId, cohorts.id), eq(enrolments.userId, learner!.id)))
      .where(
        inArray(
          cohorts.path,
          DEMO_EXTRA_CLASSES.map((extra) => extra.path),
        ),
      );
    const byPath = new Map(extras.map((row) => [row.cohort.path, row]));
    const now = Date.now();
    const ended = byPath.get('intro-data-analysis-last-term')!;
    expect(ended.cohort.endDate!.getTime()).toBeLessThan(now);
    expect(ended.status).toBe('active');
    const upcoming = byPath.get('python-evening-cohort')!;
    expect(upcoming.cohort.startDate!.getTime()).toBeGreaterThan(now);
    expect(upcoming.status).toBe('active');
    const priced = byPath.get('digital-marketing-mentored')!;
    expect(priced.cohort).toMatchObject({ currency: 'MYR', coursePriceMinor: 24_900, enrolmentType: 'open' });
    expect(priced.status).toBeNull();
  });

  it('enrols the demo learner in two classes with pages read and completed, progress and learning time', async () => {
    const { db } = database;
    const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
    const enrolled = await db
      .select({ course: courses.path, status: enrolments.status, staff: enrolments.staff })
      .from(enrolments)
      .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
      .innerJoin(courses, eq(courses.id, cohorts.courseId))
      .where(eq(enrolments.userId, learner!.id))
      .orderBy(asc(courses.path));
    const courseEnrolments = [
      ...DEMO_ENROLMENTS.map((each) => each.course),
      // Social's demo puts the learner in the open course's class, where they can post.
      DEMO_SOCIAL_COURSE,
      ...DEMO_EXTRA_CLASSES.filter((extra) => extra.learnerEnrolledDaysAgo !== null).map(
        (extra) => extra.course,
      ),
    ];
    expect(enrolled).toEqual(
      courseEnrolments.sort().map((course) => ({ course, status: 'active', staff: false })),
    );

    for (const enrolment of DEMO_ENROLMENTS) {
      const [course] = await db.select().from(courses).where(eq(courses.path, enrolment.course));
      const outlinePages = await db.$count(
        db
          .select({ id: pages.id })
          .from(pages)
          .innerJoin(modules, eq(modules.id, pages.moduleId))
          .where(eq(pages.courseId, course!.id))
          .as('outline'),
      );
      const [progress] = await db
        .select()
        .from(courseProgress)
        .where(and(eq(courseProgress.userId, learner!.id), eq(courseProgress.courseId, course!.id)));
      expect(progress).toMatchObject({ completedPages: enrolment.reads.length, totalPages: outlinePages });
      const lastRead = Math.min(...enrolment.reads.map(([daysAgo]) => daysAgo));
      expect(Date.now() - progress!.lastActiveAt.getTime()).toBeGreaterThanOrEqual(lastRead * 86_400_000);
      expect(progress!.completedPages).toBeLessThan(progress!.totalPages);
      const completed = await db.$count(
        pageProgress,
        and(
          eq(pageProgress.userId, learner!.id),
          eq(pageProgress.courseId, course!.id),
          isNotNull(pageProgress.completedAt),
        ),
      );
      expect(completed).toBe(enrolment.reads.length);
      const daily = await db
        .select({ seconds: learningTimeDaily.seconds, day: learningTimeDaily.day })
        .from(learningTimeDaily)
        .where(and(eq(learningTimeDaily.userId, learner!.id), eq(learningTimeDaily.courseId, course!.id)));
      expect(daily.map((row) => row.seconds).sort()).toEqual(
        enrolment.reads.map(([, seconds]) => seconds).sort(),
      );
      expect(new Set(daily.map((row) => row.day)).size).toBe(enrolment.reads.length);
      // The home's "Continue where you left off" starts from the course visit of the last read.
      const [visit] = await db
        .select()
        .from(courseVisits)
        .where(and(eq(courseVisits.userId, learner!.id), eq(courseVisits.courseId, course!.id)));
      expect(visit!.visitedAt).toEqual(progress!.lastActiveAt);
    }
  });

  it('leaves class and staff invitations waiting (and declined) for the demo to show', async () => {
    const { invitations, staffInvitations } = await snapshot();
    const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);
    expect(invitations.map(({ email, status }) => ({ email, status }))).toEqual(
      DEMO_CLASS_INVITATIONS.map(({ email, status }) => ({ email, status })).sort(byEmail),
    );
    expect(staffInvitations.map(({ email, role, status }) => ({ email, role, status }))).toEqual(
      DEMO_STAFF_INVITATIONS.map(({ email, role, status }) => ({ email, role, status })).sort(byEmail),
    );
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedDemoData(database.db, logger, storage);
    expect(await snapshot()).toEqual(before);
  });
});
