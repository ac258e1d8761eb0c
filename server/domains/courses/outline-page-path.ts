import { and, eq, like, or } from 'drizzle-orm';
import { isUsableName } from '../../../common/routes';
import { slugOf } from '../../../common/slug';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';

const PAGE_PATH_MAX_LENGTH = 60;

/** The slug a page title suggests, 'page' when nothing is left. */
export function pagePathFrom(title: string): string {
  return slugOf(title, { maxLength: PAGE_PATH_MAX_LENGTH, fallback: 'page' });
}

/**
 * A path for a new page of the course: the title's slug, or that slug with the smallest free
 * numeric suffix when it is taken or is a reserved segment of spec §2. One query.
 */
export async function freePagePath(db: Db, courseId: string, title: string): Promise<string> {
  const base = pagePathFrom(title);
  const rows = await db
    .select({ path: pages.path })
    .from(pages)
    .where(and(eq(pages.courseId, courseId), or(eq(pages.path, base), like(pages.path, `${base}-%`))));
  const taken = new Set(rows.map((row) => row.path));
  if (!taken.has(base) && isUsableName(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}
