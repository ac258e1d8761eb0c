import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, users } from '../../db/schema';

/**
 * Issue the receipt of a transaction that has just been paid (settle.ts calls it once, under the
 * transaction's lock): numbered KL-{year}-{six digits} from the one series, in its buyer's
 * language, with their name and address as they are now.
 */
export async function issueReceipt(db: Db, transactionId: string, buyerId: string | null): Promise<void> {
  if (buyerId === null) return;
  await db.execute(sql`
    insert into ${invoices} (number, transaction_id, language, buyer_name, buyer_email)
    select 'KL-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('invoice_numbers')::text, 6, '0'),
      ${transactionId}, ${users.preferredLanguage}, ${users.fullName}, ${users.email}
    from ${users} where ${users.id} = ${buyerId}
    on conflict (transaction_id) do nothing`);
}
