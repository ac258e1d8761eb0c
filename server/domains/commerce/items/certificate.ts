import { eq } from 'drizzle-orm';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import { SCREEN_ROUTES } from '../../../../common/routes';
import { courses } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import { certificateOffer, issueCertificate, revokeCourseCertificate } from '../../certification';
import type { BoughtItem, ItemKind, PricedItem } from './item-kind';

const notEarned = () => new AppError('not_for_sale', PAYMENT_REASONS.certificateNotEarned);

/** Why the refund took the certificate back, kept with it (its verification page says it is revoked). */
const REFUNDED = 'The payment for this certificate was refunded.';

/**
 * A course's certificate (spec §1 item type certificate; product: the course's path), sold to a
 * learner who has met the course's rule and learning time, at the price its team set, in its one
 * currency. Paying issues it through certification's one way to issue (trigger `purchase`, the
 * rule checked again); a certificate already issued meanwhile (by hand) sends the money back.
 */
export const certificateItem: ItemKind = {
  async price(db, buyerId, productId): Promise<PricedItem> {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.path, productId.trim().toLowerCase()));
    if (!course) throw new AppError('not_for_sale', PAYMENT_REASONS.notForSale);
    const offer = await certificateOffer(db, course.id, buyerId);
    if ('outcome' in offer) {
      if (offer.outcome === 'already_issued')
        throw new AppError('not_for_sale', PAYMENT_REASONS.alreadyOwned);
      throw offer.outcome === 'off' ? new AppError('not_for_sale', PAYMENT_REASONS.notForSale) : notEarned();
    }
    return {
      type: 'certificate',
      productId: offer.course.path,
      name: offer.course.name,
      currency: offer.price.currency,
      unitPriceMinor: offer.price.amount,
      quantity: 1,
      data: { courseId: offer.course.id },
    };
  },

  async fulfil(db, transaction, item) {
    const issued = await issueCertificate(db, courseOf(item), transaction.userId, {
      by: 'purchase',
      paymentTransactionId: transaction.id,
    });
    if (issued.outcome !== 'issued') throw notEarned();
  },

  async revoke(db, transaction, item) {
    await revokeCourseCertificate(db, courseOf(item), transaction.userId, REFUNDED);
  },

  /** The progress page, where the certificate and its links show. */
  async destination(_db, item) {
    return `${SCREEN_ROUTES.progress}?${new URLSearchParams({ course: item.productId })}`;
  },
};

const courseOf = (item: BoughtItem) => item.data.courseId as string;
