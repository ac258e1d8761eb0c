import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { PAYMENT_REASONS, SEAT_HOLD_MINUTES } from '../../../../common/api/payment';
import {
  cohorts,
  courses,
  enrolments,
  institutionCourses,
  institutionMembers,
  modules,
  pages,
  paymentTransactions,
  purchaseItems,
} from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import { enrolInClass, isActiveLearner } from '../../classes';
import {
  endSubscription,
  extendSubscription,
  startInstalmentPlan,
} from '../subscriptions/subscription-writes';
import type { BoughtItem, ItemKind, ItemTransaction, PricedItem } from './item-kind';

const HOLD_MS = SEAT_HOLD_MINUTES * 60_000;

/**
 * A place in a priced class (spec §1 course_enrolment; product: the class's path), at its course
 * price, or at its student price for a learner of an institution that offers the course (spec §3
 * Class edit form). In the class's own currency: never converted.
 */
export const classEnrolment: ItemKind = {
  async price(db, buyerId, productId): Promise<PricedItem> {
    const [row] = await db
      .select({
        id: cohorts.id,
        name: cohorts.name,
        courseName: courses.name,
        instalmentParts: courses.instalmentParts,
        currency: cohorts.currency,
        coursePriceMinor: cohorts.coursePriceMinor,
        studentPriceMinor: cohorts.studentPriceMinor,
        endDate: cohorts.endDate,
        closeDate: cohorts.enrolmentCloseDate,
        enrolled: sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.cohortId} = ${cohorts.id} and ${enrolments.userId} = ${buyerId} and ${enrolments.status} = 'active')`,
        student: sql<boolean>`exists (select 1 from ${institutionCourses} join ${institutionMembers} on ${institutionMembers.institutionId} = ${institutionCourses.institutionId} where ${institutionCourses.courseId} = ${cohorts.courseId} and ${institutionCourses.archivedAt} is null and ${institutionMembers.userId} = ${buyerId} and ${institutionMembers.role} = 'learner')`,
      })
      .from(cohorts)
      .innerJoin(courses, eq(courses.id, cohorts.courseId))
      .where(eq(cohorts.path, productId.toLowerCase()));
    if (!row || row.coursePriceMinor <= 0) throw new AppError('not_for_sale', PAYMENT_REASONS.notForSale);
    if (row.enrolled) throw new AppError('not_for_sale', PAYMENT_REASONS.alreadyOwned);
    const now = Date.now();
    if (row.endDate && row.endDate.getTime() <= now)
      throw new AppError('class_ended', 'This class has ended.');
    if (row.closeDate && row.closeDate.getTime() <= now) {
      throw new AppError('enrolment_closed', 'Enrolment in this class has closed.');
    }
    const studentPrice = row.student && row.studentPriceMinor > 0;
    return {
      type: 'course_enrolment',
      productId: productId.toLowerCase(),
      name: `${row.courseName}: ${row.name}`,
      currency: row.currency,
      unitPriceMinor: studentPrice ? row.studentPriceMinor : row.coursePriceMinor,
      quantity: 1,
      // The course's instalment plan, offered at the checkout (transaction-record.ts instalmentOptions).
      data: { cohortId: row.id, studentPrice, instalmentOffer: row.instalmentParts },
    };
  },

  /**
   * Keep a seat of a class with a seat limit while its buyer pays: the class row is locked, so
   * buyers take turns, and the seats taken plus those other buyers hold must leave one free.
   * Refused before any charge otherwise. A hold lasts SEAT_HOLD_MINUTES; a payment that succeeds
   * after it ran out and finds the class full is refunded at once.
   */
  async reserve(db, transaction, item, now) {
    const cohortId = cohortOf(item);
    const [cohort] = await db
      .select({ seatLimit: cohorts.seatLimit })
      .from(cohorts)
      .where(eq(cohorts.id, cohortId))
      .for('update');
    if (!cohort) throw new AppError('not_for_sale', PAYMENT_REASONS.notForSale);
    if (cohort.seatLimit !== null) {
      const [seats] = await db
        .select({
          taken: sql<number>`(${db
            .select({ n: count() })
            .from(enrolments)
            .where(and(eq(enrolments.cohortId, cohortId), isActiveLearner()))})::int`,
          held: sql<number>`(${db
            .select({ n: count() })
            .from(purchaseItems)
            .innerJoin(paymentTransactions, eq(paymentTransactions.id, purchaseItems.transactionId))
            .where(
              and(
                eq(purchaseItems.type, 'course_enrolment'),
                eq(purchaseItems.productId, item.productId),
                ne(paymentTransactions.id, transaction.id),
                gt(paymentTransactions.seatHoldUntil, now),
                inArray(paymentTransactions.status, ['open', 'processing', 'failed']),
              ),
            )})::int`,
        })
        .from(sql`(select 1) as one`);
      if (seats!.taken + seats!.held >= cohort.seatLimit) {
        throw new AppError('seats_taken', PAYMENT_REASONS.seatsTaken);
      }
    }
    await db
      .update(paymentTransactions)
      .set({ seatHoldUntil: new Date(now.getTime() + HOLD_MS) })
      .where(eq(paymentTransactions.id, transaction.id));
  },

  /**
   * Enrol the buyer; a checkout paid by instalments starts its plan too. A later part's item names
   * the plan it pays (data.subscriptionId): it counts the part and gives back a suspended place.
   */
  async fulfil(db, transaction: ItemTransaction, item, now) {
    const plan = instalmentPlanOf(item);
    if (plan) return extendSubscription(db, plan, transaction);
    await enrolInClass(
      db,
      { cohortId: cohortOf(item), userId: transaction.userId, source: 'payment', status: 'active' },
      now,
    );
    const parts = transaction.instalmentParts;
    if (parts !== null)
      await startInstalmentPlan(db, { ...transaction, instalmentParts: parts }, cohortOf(item), now);
  },

  /** A refund that takes access back ends the place, and the instalment plan paying for it. */
  async revoke(db, transaction, item) {
    const plan = instalmentPlanOf(item);
    await endSubscription(db, plan ? { id: plan } : { startedBy: transaction.id }, new Date());
    await db
      .delete(enrolments)
      .where(
        and(
          eq(enrolments.cohortId, cohortOf(item)),
          eq(enrolments.userId, transaction.userId),
          eq(enrolments.source, 'payment'),
        ),
      );
  },

  /** The course's first page, where an enrolled learner starts. */
  async destination(db, item) {
    const [first] = await db
      .select({ coursePath: courses.path, pagePath: pages.path })
      .from(cohorts)
      .innerJoin(courses, eq(courses.id, cohorts.courseId))
      .leftJoin(pages, eq(pages.courseId, courses.id))
      .leftJoin(modules, eq(modules.id, pages.moduleId))
      .where(eq(cohorts.id, cohortOf(item)))
      .orderBy(asc(modules.position), asc(modules.id), asc(pages.position), asc(pages.id))
      .limit(1);
    if (!first) return null;
    return first.pagePath
      ? `/courses/${first.coursePath}/${first.pagePath}/?mode=view`
      : `/courses/${first.coursePath}/`;
  },
};

const cohortOf = (item: BoughtItem) => item.data.cohortId as string;

const instalmentPlanOf = (item: BoughtItem) =>
  typeof item.data.subscriptionId === 'string' ? item.data.subscriptionId : null;
