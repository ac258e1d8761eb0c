import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cohorts, courses, payoutAccounts } from '../../../db/schema';
import type { BoughtItem } from '../items/item-kind';

/**
 * Where a sale's money goes (a destination charge): a place in a class whose course's creator has
 * a payout account that takes charges is paid to it, less the platform's fee (`feePercent` of the
 * total, rounded down); anything else stays with the platform (null).
 */
export async function saleDestination(
  db: Db,
  items: readonly BoughtItem[],
  totalMinor: number,
  feePercent: number,
): Promise<{ account: string; feeMinor: number } | null> {
  const cohortIds = items
    .filter((item) => item.type === 'course_enrolment')
    .map((item) => String(item.data.cohortId));
  if (cohortIds.length === 0 || cohortIds.length !== items.length) return null;
  const sellers = await db
    .select({ account: payoutAccounts.accountRef })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .innerJoin(
      payoutAccounts,
      and(eq(payoutAccounts.userId, courses.createdBy), eq(payoutAccounts.chargesEnabled, true)),
    )
    .where(inArray(cohorts.id, cohortIds));
  // Only a checkout whose every class is one seller's: several sellers' sales are not split here.
  const accounts = new Set(sellers.map((seller) => seller.account));
  if (sellers.length !== new Set(cohortIds).size || accounts.size !== 1) return null;
  return { account: sellers[0]!.account, feeMinor: Math.floor((totalMinor * feePercent) / 100) };
}
