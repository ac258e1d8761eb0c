import { and, eq, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { CataloguePage, CatalogueSearchInput, CourseCard } from '../../../common/api/catalogue';
import { frameworksOfCountry } from '../../../common/domain/opencred-frameworks';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
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

type Optional = 'learningHours' | 'credentialCountry' | 'institution';
type Filters = Required<Omit<CatalogueSearchInput, Optional>> & Pick<CatalogueSearchInput, Optional>;
/** What picks and orders the courses of a page (not the text, which a match carries, nor paging). */
type Selection = Omit<Filters, 'q' | 'limit' | 'offset'>;

/**
 * One page of displayed courses matching `input`, in one query whatever the page size: it reads
 * `limit + 1` rows, the extra one answering "has more". The total is free when the page reaches the
 * end (offset + rows); otherwise a text search counts its ranked matches in the same query, a
 * search by filters alone runs one counting query without join or order, and the default view (no
 * text, no filter) takes the cached number of displayed courses. A text that no course holds as
 * words is searched again among names that resemble it (typos).
 */
export async function searchCatalogue(db: Db, input: Filters): Promise<CataloguePage> {
  if (!input.q) return searchPage(db, input, 'none');
  const page = await searchPage(db, input, 'words');
  return page.total > 0 ? page : searchPage(db, input, 'name');
}

/** How the text picks courses: not at all, by its words, or by names that resemble it. */
type MatchKind = 'none' | 'words' | 'name';
const MATCHES = { none: () => null, words: wordsMatch, name: nameMatch } satisfies Record<
  MatchKind,
  (text: string | Placeholder) => TextMatch | null
>;

/** The page query, its text and paging as the placeholders `q`, `limit` and `offset`. */
function pageQuery(db: Db, input: Selection, kind: MatchKind, text: string | Placeholder) {
  const match = MATCHES[kind](text);
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
  return query
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

// The catalogue's usual searches, without filters (the default view, a text, any sort), are built
// once per sort and kind of match (server/db/prepared.ts); a search with filters is built each time.
const unfiltered = new Map<string, ReturnType<typeof preparedPage>>();
const preparedPage = (sort: Filters['sort'], kind: MatchKind) =>
  prepared(`catalogue_${sort}_${kind}`, (db, name) =>
    pageQuery(db, { ...NO_FILTERS, sort }, kind, sql.placeholder('q')).prepare(name),
  );
const NO_FILTERS: Omit<Selection, 'sort'> = {
  category: [],
  courseType: [],
  language: [],
  sector: [],
  classification: [],
};

function pageRows(db: Db, input: Filters, kind: MatchKind) {
  const values = { q: input.q, limit: input.limit + 1, offset: input.offset };
  if (!hasFilters(input)) {
    const id = `${input.sort}_${kind}`;
    const statement = unfiltered.get(id) ?? preparedPage(input.sort, kind);
    unfiltered.set(id, statement);
    return statement(db).execute(values);
  }
  return pageQuery(db, input, kind, input.q).execute(values);
}

async function searchPage(db: Db, input: Filters, kind: MatchKind): Promise<CataloguePage> {
  const rows = await pageRows(db, input, kind);
  const hasMore = rows.length > input.limit;
  const shown = rows.slice(0, input.limit);
  const reached = input.offset + shown.length;
  // Past the end (no row from a later offset) the rows say nothing of the total: count it.
  if (!hasMore && (shown.length > 0 || input.offset === 0)) {
    return { courses: shown.map(toCard), total: reached, hasMore };
  }
  const counted = rows[0]?.matches ?? (await countTotal(db, input, kind));
  // A cached count may be a few seconds old: never report fewer than the rows seen.
  const seen = shown.length > 0 ? reached + 1 : 0;
  return { courses: shown.map(toCard), total: Math.max(counted, seen), hasMore };
}

function countTotal(db: Db, input: Filters, kind: MatchKind): Promise<number> {
  if (kind === 'none' && !hasFilters(input)) return countDisplayed(db);
  return countMatches(db, and(...conditions(input, MATCHES[kind](input.q))));
}

function hasFilters(input: Selection): boolean {
  const lists = [input.category, input.courseType, input.language, input.sector, input.classification];
  return (
    input.learningHours !== undefined ||
    input.credentialCountry !== undefined ||
    Boolean(input.institution) ||
    lists.some((list) => list.length > 0)
  );
}

function conditions(input: Selection, match: TextMatch | null): SQL[] {
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
  if (input.credentialCountry !== undefined) found.push(ofCountry(input.credentialCountry));
  if (input.institution) found.push(ofInstitution(input.institution));
  return found;
}

/** The courses in use of the active institution at `path` (institutions' table, read here as data). */
function ofInstitution(path: string): SQL {
  return sql`EXISTS (SELECT 1 FROM institution_courses ic JOIN institutions i ON i.id = ic.institution_id
    WHERE ic.course_id = ${courses.id} AND ic.archived_at IS NULL AND i.path = ${path} AND i.status = 'active')`;
}

/** Courses whose credential framework is of `country`; a country without one matches none (the plan knows at once). */
function ofCountry(country: string): SQL {
  const frameworks = frameworksOfCountry(country);
  return frameworks.length > 0 ? inArray(courses.credentialFramework, frameworks) : sql`false`;
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
