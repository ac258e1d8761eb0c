import { count, desc, eq, sql } from 'drizzle-orm';
import { PURCHASES_PAGE_SIZE, type Purchase } from '../../../common/api/payment';
import type { Db } from '../../db/client';
import { invoices, paymentTransactions, purchaseItems } from '../../db/schema';

/**
 * A page of `buyerId`'s purchases, newest first, with each one's item names and receipt number:
 * two queries (the page and the count), however many purchases or items.
 */
export async function myPurchases(db: Db, buyerId: string, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: paymentTransactions.id,
        createdAt: paymentTransactions.createdAt,
        paidAt: paymentTransactions.paidAt,
        itemType: paymentTransactions.itemType,
        names: sql<
          string[]
        >`coalesce((select json_agg(${purchaseItems.name} order by ${purchaseItems.position}) from ${purchaseItems} where ${purchaseItems.transactionId} = ${paymentTransactions.id}), '[]'::json)`,
        currency: paymentTransactions.currency,
        total: paymentTransactions.totalMinor,
        refunded: paymentTransactions.refundedMinor,
        status: paymentTransactions.status,
        fulfilment: paymentTransactions.fulfilment,
        receiptNumber: invoices.number,
      })
      .from(paymentTransactions)
      .leftJoin(invoices, eq(invoices.transactionId, paymentTransactions.id))
      .where(eq(paymentTransactions.userId, buyerId))
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(PURCHASES_PAGE_SIZE)
      .offset((page - 1) * PURCHASES_PAGE_SIZE),
    db.select({ n: count() }).from(paymentTransactions).where(eq(paymentTransactions.userId, buyerId)),
  ]);
  return {
    purchases: rows.map(
      (row): Purchase =>
        ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
        }) as Purchase,
    ),
    total: counted?.n ?? 0,
    pageSize: PURCHASES_PAGE_SIZE,
  };
}
