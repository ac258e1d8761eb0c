import { type SQL, sql } from 'drizzle-orm';

// Which posts are in a portfolio (spec §1 "keep portfolios"; docs/domains/social.md Portfolios):
// the author's shares and submissions on post blocks (never announcements), in courses that keep
// them (`courses.portfolio_enabled`, course admin action `portfolio`) and that portfolios are
// allowed for. Read by author, not by enrolment: a portfolio stays its owner's after their classes end.

/**
 * May posts of the course `c` go into portfolios at all (spec §3 Institution `portfolioAllowed`)?
 * Not when its institution does not allow them: the SQL function `course_portfolio_allowed`
 * (migration 0041) holds that rule, so this domain asks without knowing of institutions. A course
 * of no institution is allowed, and its own setting (`portfolio_enabled`) decides.
 */
export function portfolioAllowedSql(course: SQL): SQL<boolean> {
  return sql<boolean>`course_portfolio_allowed(${course}.id)`;
}

/** The post `p` (its course `c` joined) is in its author's portfolio. */
export const IN_PORTFOLIO_SQL: SQL = sql`(p.type IN ('share', 'submit') AND p.block_id IS NOT NULL
  AND c.portfolio_enabled AND ${portfolioAllowedSql(sql`c`)})`;

/** The post `p` (its course `c` joined) appears on its author's public page, once that is published. */
export const ON_PUBLIC_PAGE_SQL: SQL = sql`(${IN_PORTFOLIO_SQL} AND p.shown_in_portfolio AND p.hidden_at IS NULL)`;
