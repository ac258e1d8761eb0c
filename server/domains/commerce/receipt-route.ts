import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { sessionActorOf } from '../../http/sessions';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { seeReceipt } from './policy';
import { receiptPdf } from './receipt-pdf';
import { type LoadedTransaction, loadTransaction } from './transaction-record';

/** A receipt by its number, with its transaction. */
async function loadReceipt(db: Db, number: string) {
  const [receipt] = await db.select().from(invoices).where(eq(invoices.number, number));
  if (!receipt) return undefined;
  const transaction = await loadTransaction(db, receipt.transactionId);
  return transaction && { receipt, transaction };
}

/**
 * `GET /api/invoices/{number}.pdf`: a paid transaction's receipt as a PDF in its buyer's
 * language, for its buyer and platform staff (anyone else finds it missing).
 */
export function registerReceiptRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/invoices/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const found = file.endsWith('.pdf')
      ? await loadReceipt(deps.database.db, file.slice(0, -'.pdf'.length))
      : undefined;
    const actor = await sessionActorOf(deps, request);
    if (!found) throw new AppError('not_found', REASONS.notFound);
    await enforcePolicy(seeReceipt, actor, found.transaction);
    const { receipt, transaction } = found;
    const pdf = await receiptPdf({
      brand: deps.config.BRAND_NAME,
      number: receipt.number,
      language: receipt.language,
      buyerName: receipt.buyerName,
      buyerEmail: receipt.buyerEmail,
      paidAt: transaction.paidAt ?? receipt.issuedAt,
      currency: transaction.currency,
      paymentMethod: transaction.paymentMethod,
      couponCode: transaction.couponCode,
      lines: transaction.items.map((item) => ({
        name: item.name,
        type: item.type,
        quantity: item.quantity,
        unitPriceMinor: item.unitPriceMinor,
        discountMinor: item.discountMinor,
      })),
      subtotalMinor: transaction.subtotalMinor,
      discountMinor: transaction.discountMinor,
      taxMinor: transaction.taxMinor,
      totalMinor: transaction.totalMinor,
      refundedMinor: transaction.refundedMinor,
      instalment: instalmentOf(transaction),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receipt.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

/** Which part of an instalment plan a transaction paid: its first checkout's, or a later charge's. */
function instalmentOf(transaction: LoadedTransaction): { part: number; parts: number } | null {
  if (transaction.instalmentParts !== null) return { part: 1, parts: transaction.instalmentParts };
  const later = transaction.items[0]?.data.instalment as { part: number; parts: number } | undefined;
  return later ? { part: Number(later.part), parts: Number(later.parts) } : null;
}
