import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { PAST_DATETIME_REASON } from '../../../common/api/terms';
import {
  TERMS_TYPES,
  type TermsDates,
  type TermsType,
  type TosAcceptanceDates,
} from '../../../common/terms-types';
import type { Db } from '../../db/client';
import { termsAcceptances, termsVersions, users } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';

/**
 * A user's latest acceptance date per type of terms as one JSON object (type → ISO date), for the
 * user whose id is `userId` (a column or a value); null when they accepted nothing.
 */
export function tosAcceptanceDatesSql(userId: SQL | typeof users.id): SQL<TosAcceptanceDates | null> {
  return sql<TosAcceptanceDates | null>`(
    SELECT json_object_agg(t.terms_type, t.accepted_at) FROM (
      SELECT terms_type, max(accepted_at) AS accepted_at FROM ${termsAcceptances}
      WHERE ${termsAcceptances.userId} = ${userId} GROUP BY terms_type) t)`;
}

/** The latest acceptance dates of one user; `undefined` when there is no such user. */
export async function tosAcceptanceDatesOf(db: Db, userId: string): Promise<TosAcceptanceDates | undefined> {
  const [row] = await db
    .select({ dates: tosAcceptanceDatesSql(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return row ? (row.dates ?? {}) : undefined;
}

/**
 * Effective dates per type: of the versions in force now (newest first), or of those scheduled
 * for later (soonest first).
 */
export async function termsDates(db: Db, which: 'inForce' | 'scheduled'): Promise<TermsDates> {
  const now = new Date();
  const rows = await db
    .select({ type: termsVersions.termsType, effectiveAt: termsVersions.effectiveAt })
    .from(termsVersions)
    .where(
      and(
        inArray(termsVersions.termsType, [...TERMS_TYPES]),
        which === 'inForce' ? lte(termsVersions.effectiveAt, now) : gt(termsVersions.effectiveAt, now),
      ),
    )
    .orderBy(which === 'inForce' ? desc(termsVersions.effectiveAt) : asc(termsVersions.effectiveAt));
  const dates = Object.fromEntries(TERMS_TYPES.map((type) => [type, [] as string[]])) as TermsDates;
  for (const row of rows) dates[row.type as TermsType].push(row.effectiveAt.toISOString());
  return dates;
}

/** Record that a user accepts the versions of a type of terms in force now. */
export async function acceptTerms(db: Db, userId: string, type: TermsType): Promise<TosAcceptanceDates> {
  await db.insert(termsAcceptances).values({ userId, termsType: type }).onConflictDoNothing();
  const dates = await tosAcceptanceDatesOf(db, userId);
  if (!dates) throw new AppError('not_found', REASONS.notFound);
  return dates;
}

/** Schedule a new version of each type, in force from `effectiveAt` (which must be in the future). */
export async function scheduleTermsUpdate(
  db: Db,
  createdBy: string,
  effectiveAt: Date,
  types: readonly TermsType[],
): Promise<TermsDates> {
  if (effectiveAt.getTime() <= Date.now()) {
    throw new AppError('invalid_input', PAST_DATETIME_REASON, { datetime: PAST_DATETIME_REASON });
  }
  // Scheduling the same type for the same moment twice keeps one version.
  await db
    .insert(termsVersions)
    .values([...new Set(types)].map((termsType) => ({ termsType, effectiveAt, createdBy })))
    .onConflictDoNothing();
  return termsDates(db, 'scheduled');
}
