import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { CataloguePage, CatalogueSearchInput, CourseCard } from '../../../common/api/catalogue';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { courseMediaUrl } from '../courses';
import { catalogueOrder } from './catalogue-sorts';
import { nameMatch, type TextMatch, wordsMatch } from './catalogue-terms';
import { countDisplayed, countMatches } from './catalogue-total';

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
 * One page of displayed courses matching `input`, in one query whatever the page size: it reads
 * `limit + 1` rows, the extra one answering "has more". The total is free when the page reaches the
 * end (offset + rows); otherwise a text search counts its ranked matches in the same query, a
 * search by filters alone runs one counting query without join or order, and the default view (no
 * text, no filter) takes the cached number of displayed courses. A text that no course holds as
 * words is searched again among names that resemble it (typos).
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
      // Ranking already reads every match of a text, so counting them there costs little.
      matches: match ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`NULL`,
    })
    .from(courses)
    .$dynamic();
  // A dynamic query is built in place: the sort's per-course value joins only when it orders.
  if (key) query.leftJoin(key, eq(key.courseId, courses.id));
  const rows = await query
    .where(where)
    .orderBy(...order)
    .limit(input.limit + 1)
    .offset(input.offset);
  const hasMore = rows.length > input.limit;
  const shown = rows.slice(0, input.limit);
  const reached = input.offset + shown.length;
  // Past the end (no row from a later offset) the rows say nothing of the total: count it.
  if (!hasMore && (shown.length > 0 || input.offset === 0)) {
    return { courses: shown.map(toCard), total: reached, hasMore };
  }
  const counted = rows[0]?.matches ?? (await countTotal(db, input, match, where));
  // A cached count may be a few seconds old: never report fewer than the rows seen.
  const seen = shown.length > 0 ? reached + 1 : 0;
  return { courses: shown.map(toCard), total: Math.max(counted, seen), hasMore };
}

function countTotal(
  db: Db,
  input: Filters,
  match: TextMatch | null,
  where: SQL | undefined,
): Promise<number> {
  return isDefaultView(input, match) ? countDisplayed(db) : countMatches(db, where);
}

function isDefaultView(input: Filters, match: TextMatch | null): boolean {
  const lists = [input.category, input.courseType, input.language, input.sector, input.classification];
  return !match && input.learningHours === undefined && lists.every((list) => list.length === 0);
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
