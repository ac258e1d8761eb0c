import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, roleGrants } from '../../db/schema';
import type { RequestContext } from '../../rpc/context';
import { courseGrantOf } from './course-roles';

/** A course as the outline methods load it, with the caller's course role (null: none). */
export interface OutlineCourse {
  id: string;
  path: string;
  name: string;
  objective: string;
  outcomes: string[];
  displayed: boolean;
  role: string | null;
}

/** Load the course at `path` (any case) with the caller's role on it, in one query. */
export async function loadOutlineCourse(
  db: Db,
  ctx: RequestContext,
  path: string,
): Promise<OutlineCourse | undefined> {
  const userId = ctx.actor.userId;
  const columns = {
    id: courses.id,
    path: courses.path,
    name: courses.name,
    objective: courses.objective,
    outcomes: courses.outcomes,
    displayed: courses.displayed,
  };
  const coursePath = eq(courses.path, path.toLowerCase());
  if (userId === null) {
    const [row] = await db.select(columns).from(courses).where(coursePath);
    return row ? { ...row, role: null } : undefined;
  }
  const [row] = await db
    .select({ ...columns, role: roleGrants.role })
    .from(courses)
    .leftJoin(roleGrants, courseGrantOf(userId))
    .where(coursePath);
  return row;
}

/** Serialise outline writes on one course, so positions computed from a read stay right. */
export async function lockCourse(db: Db, courseId: string): Promise<void> {
  await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
}
