import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '../../../common/api/payment';
import { receiptPdfPath } from '../../../common/payment-kinds';
import { users } from '../../db/schema';
import { cardData, confirmInBrowser } from '../../gateway-fakes/stripe/fake-test-kit';
import { freshAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { buyerCheckout, pricedClass, setUpCommerceApp, startPaying } from './commerce-test-kit';

const queries = new QueryCounter();
const testApp = setUpCommerceApp({ onQuery: queries.onQuery });
const LIST = '/json/payment/lookup/listMyPayments';

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/** A buyer who has paid for a place in a new priced class by card. */
async function paidPurchase(language = 'en') {
  const { cohort } = await pricedClass(testApp);
  const bought = await buyerCheckout(testApp, cohort.path);
  await testApp.database.db
    .update(users)
    .set({ preferredLanguage: language })
    .where(eq(users.id, bought.user.id));
  const { session } = await startPaying(bought.agent, bought.id);
  const intent = { id: session.clientSecret.split('_secret_')[0]!, client_secret: session.clientSecret };
  await confirmInBrowser(testApp.fake, intent, cardData('4242424242424242'));
  await testApp.fake.webhooksSettled();
  return bought;
}

describe('receipts (issue 16: a numbered PDF per payment, in the buyer’s language)', () => {
  it('numbers a paid purchase’s receipt and lists it among the buyer’s purchases', async () => {
    const { agent } = await paidPurchase();
    const reply = await agent.get(LIST);
    const { purchases, total } = reply.body.result as { purchases: Purchase[]; total: number };
    expect(total).toBe(1);
    expect(purchases[0]).toMatchObject({
      status: 'paid',
      fulfilment: 'fulfilled',
      currency: 'MYR',
      total: 24_900,
      receiptNumber: expect.stringMatching(new RegExp(`^KL-${new Date().getUTCFullYear()}-\\d{6}$`)),
    });
    // An unpaid checkout is listed without a receipt.
    const { cohort } = await pricedClass(testApp);
    await agent.post('/json/payment/create', {
      items: [{ type: 'course_enrolment', productID: cohort.path }],
    });
    const again = (await agent.get(LIST)).body.result as { purchases: Purchase[] };
    expect(again.purchases.map((purchase) => purchase.receiptNumber === null)).toEqual([true, false]);
  });

  it('draws the receipt as a PDF in the buyer’s language, for the buyer alone', async () => {
    const { agent, user } = await paidPurchase('ms');
    const [purchase] = ((await agent.get(LIST)).body.result as { purchases: Purchase[] }).purchases;
    const path = receiptPdfPath(purchase!.receiptNumber!);
    const reply = await testApp.app.inject({ method: 'GET', url: path, headers: agent.cookieHeader() });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = await textOf(reply.rawPayload);
    expect(text).toContain('Resit');
    expect(text).toContain(purchase!.receiptNumber!);
    expect(text).toContain(user.fullName);
    expect(text).toMatch(/RM\s?249\.00/);
    expect(text).toContain('Dibayar dengan kad');
    const { agent: other } = await userAgent(testApp);
    expect(
      (await testApp.app.inject({ method: 'GET', url: path, headers: other.cookieHeader() })).statusCode,
    ).toBe(404);
    expect((await freshAgent(testApp.app).get(path)).status).toBe(401);
    expect((await agent.get('/api/invoices/KL-1999-000001.pdf')).status).toBe(404);
  });

  it('lists a page of purchases in the same number of queries, however many there are', async () => {
    const { agent } = await paidPurchase();
    const one = await queries.least(() => agent.get(LIST));
    for (let i = 0; i < 4; i += 1) {
      const { cohort } = await pricedClass(testApp);
      await agent.post('/json/payment/create', {
        items: [{ type: 'course_enrolment', productID: cohort.path }],
      });
    }
    expect(await queries.least(() => agent.get(LIST))).toBe(one);
  });
});
