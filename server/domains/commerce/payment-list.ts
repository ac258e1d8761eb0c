import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Currency } from '../../../common/api/cohort';
import {
  PAYMENTS_PAGE_SIZE,
  type PaymentListInput,
  type PaymentPage,
  type PaymentRow,
} from '../../../common/api/payment-admin';
import type { Fulfilment, PaymentStatus } from '../../../common/domain/payment-fulfilment';
import type { Db } from '../../db/client';
import { paymentTransactions, purchaseItems, referralConversions, users } from '../../db/schema';

type ListInput = z.output<typeof PaymentListInput>;

const ITEM_NAMES = sql<string[]>`coalesce((select json_agg(${purchaseItems.name}
  order by ${purchaseItems.position}) from ${purchaseItems}
  where ${purchaseItems.transactionId} = ${paymentTransactions.id}), '[]'::json)`;

/** The columns of a row, its buyer joined and its items' names gathered in the same query. */
const selectRows = (db: Db) =>
  db
    .select({
      id: paymentTransactions.id,
      buyerName: users.fullName,
      buyerEmail: users.email,
      items: ITEM_NAMES,
      currency: paymentTransactions.currency,
      total: paymentTransactions.totalMinor,
      refunded: paymentTransactions.refundedMinor,
      status: paymentTransactions.status,
      fulfilment: paymentTransactions.fulfilment,
      createdAt: paymentTransactions.createdAt,
      paidAt: paymentTransactions.paidAt,
      campaign: paymentTransactions.campaign,
      converted: sql<boolean>`exists (select 1 from ${referralConversions} where ${referralConversions.transactionId} = ${paymentTransactions.id})`,
    })
    .from(paymentTransactions)
    .leftJoin(users, eq(users.id, paymentTransactions.userId));

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

function rowOf(selected: Selected): PaymentRow {
  const { buyerName, buyerEmail, createdAt, paidAt, campaign, converted, ...row } = selected;
  const clicked = campaign as { aid: string; sid: string | null } | null;
  return {
    ...row,
    campaign: clicked ? { aid: clicked.aid, sid: clicked.sid, converted } : null,
    buyer: buyerEmail === null ? null : { name: buyerName ?? '', email: buyerEmail },
    currency: row.currency as Currency,
    status: row.status as PaymentStatus,
    fulfilment: row.fulfilment as Fulfilment,
    createdAt: createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
  };
}

/** The filters of the list: a status, and a part of the buyer's address (matched as typed, not as a pattern). */
function matching(input: ListInput): SQL | undefined {
  return and(
    input.status ? eq(paymentTransactions.status, input.status) : undefined,
    input.email ? sql`strpos(lower(${users.email}), lower(${input.email})) > 0` : undefined,
    input.campaign ? sql`${paymentTransactions.campaign}->>'aid' = ${input.campaign}` : undefined,
  );
}

/** A page of the transactions, newest first, and how many match: two queries, whatever the page holds. */
export async function listPayments(db: Db, input: ListInput): Promise<PaymentPage> {
  const where = matching(input);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(PAYMENTS_PAGE_SIZE)
    .offset((input.page - 1) * PAYMENTS_PAGE_SIZE);
  const [counted] = await db
    .select({ total: count() })
    .from(paymentTransactions)
    .leftJoin(users, eq(users.id, paymentTransactions.userId))
    .where(where);
  return {
    payments: rows.map(rowOf),
    total: counted!.total,
    page: input.page,
    pageSize: PAYMENTS_PAGE_SIZE,
  };
}

/** One transaction as the list shows it (after a refund changed it). */
export async function paymentRow(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [selected] = await selectRows(db).where(eq(paymentTransactions.id, id));
  return selected && rowOf(selected);
}
