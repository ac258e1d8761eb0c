import { and, eq } from 'drizzle-orm';
import { CLASS_FORM_REASONS } from '../../../common/api/cohort';
import type { Db } from '../../db/client';
import { cohorts, courses, roleGrants } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { LoadedClass } from './class-access';

/** The course's default class path, read under a lock on the course row. */
async function lockedDefault(db: Db, courseId: string): Promise<string | null> {
  const [course] = await db
    .select({ defaultCohort: courses.defaultCohort })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return course?.defaultCohort ?? null;
}

/**
 * Delete a class with its enrolments, codes and invitations, and its cohort administrators'
 * grants. The course's default class is refused (409): another must become the default first.
 */
export async function deleteClass(db: Db, loaded: LoadedClass): Promise<{ deleted: true }> {
  if ((await lockedDefault(db, loaded.courseId)) === loaded.path) {
    throw new AppError('conflict', CLASS_FORM_REASONS.defaultClass);
  }
  await db
    .delete(roleGrants)
    .where(and(eq(roleGrants.scope, 'class'), eq(roleGrants.scopePath, loaded.path)));
  await db.delete(cohorts).where(eq(cohorts.id, loaded.id));
  return { deleted: true };
}

/** Make the class its course's default class. */
export async function setDefaultClass(db: Db, loaded: LoadedClass): Promise<{ defaultCohort: string }> {
  await lockedDefault(db, loaded.courseId);
  await db
    .update(courses)
    .set({ defaultCohort: loaded.path, updatedAt: new Date() })
    .where(eq(courses.id, loaded.courseId));
  return { defaultCohort: loaded.path };
}
