import { and, eq, like, or } from 'drizzle-orm';
import {
  CLASS_PATH_MAX,
  type ClassMode,
  type EnrolmentType,
  isUsableClassPath,
} from '../../../common/api/cohort';
import { slugOf } from '../../../common/slug';
import type { Db } from '../../db/client';
import { cohorts, courses } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { CLASS_REASONS } from './class-reasons';

/** The stored settings of a class (spec §3 Class edit form), dates as instants. */
export interface ClassSettings {
  accessCode: string | null;
  coursePriceMinor: number;
  studentPriceMinor: number;
  currency: string;
  credentialTypes: string[];
  enrolmentType: EnrolmentType;
  mode: ClassMode;
  startDate: Date | null;
  endDate: Date | null;
  enrolmentCloseDate: Date | null;
  classAccessTz: string;
  seatLimit: number | null;
}

/** What a new class needs: its course, its name, optionally its path and any settings. */
export type NewClass = { courseId: string; path?: string; name: string } & Partial<ClassSettings>;

/** The slug a class name suggests, 'class' when nothing is left. */
export function classPathFrom(name: string): string {
  return slugOf(name, { maxLength: CLASS_PATH_MAX, fallback: 'class' });
}

/**
 * A free class path (unique across courses) from `name`: its slug, or the slug with the smallest
 * free numeric suffix when it is taken or reserved. One query.
 */
export async function freeClassPath(db: Db, name: string): Promise<string> {
  const base = classPathFrom(name);
  const rows = await db
    .select({ path: cohorts.path })
    .from(cohorts)
    .where(or(eq(cohorts.path, base), like(cohorts.path, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.path));
  if (!taken.has(base) && isUsableClassPath(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/**
 * Create a class. With `path` given, a path already in use is `cohort_path_taken` (409); without,
 * a free slug of the name is chosen. Run inside the caller's transaction.
 */
export async function createClass(
  db: Db,
  input: NewClass,
  createdBy: string | null,
): Promise<{ id: string; path: string }> {
  const { courseId, path, name, ...settings } = input;
  const chosen = path ? path.toLowerCase() : await freeClassPath(db, name);
  const [created] = await db
    .insert(cohorts)
    .values({
      ...settings,
      accessCode: settings.accessCode ? settings.accessCode.toUpperCase() : null,
      courseId,
      path: chosen,
      name,
      createdBy,
    })
    .onConflictDoNothing({ target: cohorts.path })
    .returning({ id: cohorts.id, path: cohorts.path });
  if (!created) {
    throw new AppError('cohort_path_taken', CLASS_REASONS.cohortPathTaken, {
      path: CLASS_REASONS.cohortPathTaken,
    });
  }
  return created;
}

/**
 * Give the course its default class when it has none (`courses.default_cohort` null): a class
 * named after the course on a free path from the course's path, self-paced and open. Returns the
 * default class. The course row is locked so two callers cannot both create one.
 */
export async function ensureDefaultClass(
  db: Db,
  course: { id: string; path: string; name: string },
  createdBy: string | null,
): Promise<{ id: string; path: string }> {
  const [locked] = await db
    .select({ defaultCohort: courses.defaultCohort })
    .from(courses)
    .where(eq(courses.id, course.id))
    .for('update');
  if (locked?.defaultCohort) {
    const [existing] = await db
      .select({ id: cohorts.id, path: cohorts.path })
      .from(cohorts)
      .where(and(eq(cohorts.path, locked.defaultCohort), eq(cohorts.courseId, course.id)));
    if (existing) return existing;
  }
  const path = await freeClassPath(db, course.path);
  const created = await createClass(db, { courseId: course.id, path, name: course.name }, createdBy);
  await db.update(courses).set({ defaultCohort: created.path }).where(eq(courses.id, course.id));
  return created;
}
