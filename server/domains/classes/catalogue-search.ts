import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { CataloguePage, CatalogueSearchInput, CourseCard } from '../../../common/api/catalogue';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { courseMediaUrl } from '../courses';
import { catalogueOrder } from './catalogue-sorts';
import { nameMatch, type TextMatch, wordsMatch } from './catalogue-terms';

/** Characters of the objective shown on a card. */
const EXCERPT_LENGTH = 160;

/** Cut `text` to a card's length at a word boundary. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type Filters = Required<Omit<CatalogueSearchInput, 'learningHours'>> & { learningHours?: number };

/**
 * One page of displayed courses matching `input`, in one query whatever the page size (the total
 * rides along as a window count); a counting query runs only for a page past the end. A text that
 * no course holds as words is searched again among names that resemble it (typos).
 */
export async function searchCatalogue(db: Db, input: Filters): Promise<CataloguePage> {
  if (!input.q) return searchPage(db, input, null);
  const page = await searchPage(db, input, wordsMatch(input.q));
  return page.total > 0 ? page : searchPage(db, input, nameMatch(input.q));
}

async function searchPage(db: Db, input: Filters, match: TextMatch | null): Promise<CataloguePage> {
  const where = and(...conditions(input, match));
  const { key, order } = catalogueOrder(db, input.sort, match?.rank ?? null);
  const query = db
    .select({
      path: courses.path,
      name: courses.name,
      objective: courses.objective,
      category: courses.category,
      courseType: courses.courseType,
      sectorTypes: courses.sectorTypes,
      classifications: courses.classifications,
      language: courses.language,
      imageKey: courses.imageKey,
      learningHours: courses.learningHours,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courses)
    .$dynamic();
  // A dynamic query is built in place: the sort's per-course value joins only when it orders.
  if (key) query.leftJoin(key, eq(key.courseId, courses.id));
  const rows = await query
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const total = rows[0]?.total ?? (input.offset > 0 ? await countMatches(db, where) : 0);
  return {
    courses: rows.map(toCard),
    total,
    hasMore: input.offset + rows.length < total,
  };
}

function conditions(input: Filters, match: TextMatch | null): SQL[] {
  const found: SQL[] = [eq(courses.displayed, true)];
  if (match) found.push(match.where);
  if (input.category.length > 0) found.push(inArray(courses.category, input.category));
  if (input.courseType.length > 0) found.push(inArray(courses.courseType, input.courseType));
  if (input.language.length > 0) found.push(inArray(courses.language, input.language));
  // Lists in jsonb: a course matches when it has any of the chosen values.
  if (input.sector.length > 0) found.push(sql`${courses.sectorTypes} ?| ${toTextArray(input.sector)}`);
  if (input.classification.length > 0) {
    found.push(sql`${courses.classifications} ?| ${toTextArray(input.classification)}`);
  }
  if (input.learningHours !== undefined) found.push(lte(courses.learningHours, input.learningHours));
  return found;
}

function toTextArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .where(where);
  return row?.total ?? 0;
}

function toCard(row: Omit<CourseCard, 'imageUrl'> & { imageKey: string | null }): CourseCard {
  return {
    path: row.path,
    name: row.name,
    objective: excerpt(row.objective),
    category: row.category,
    courseType: row.courseType,
    sectorTypes: row.sectorTypes,
    classifications: row.classifications,
    language: row.language,
    imageUrl: courseMediaUrl(row.imageKey),
    learningHours: row.learningHours,
  };
}
