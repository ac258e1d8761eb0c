import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_COOKIE } from '../../../../common/domain/referral-campaign';
import { referralConversions } from '../../../db/schema';
import { courseAgent } from '../../../test/course-fixtures';
import {
  buyerCheckout,
  paymentPath,
  payWithCard,
  pricedClass,
  setUpCommerceApp,
  startPaying,
  transactionRow,
} from '../commerce-test-kit';

const testApp = setUpCommerceApp();

/** Pay the checkout by card and come back to the thank-you page, as the browser does. */
async function payAndReturn(agent: Awaited<ReturnType<typeof buyerCheckout>>['agent'], id: string) {
  const { session } = await startPaying(agent, id);
  await payWithCard(testApp, (session as { clientSecret: string }).clientSecret);
  await agent.post(paymentPath('update', 'confirmPayment', id), {});
  await agent.get(paymentPath('read', 'getThankYou', id));
}

const conversionsOf = (campaignId: string) =>
  testApp.database.db
    .select()
    .from(referralConversions)
    .where(eq(referralConversions.campaignId, campaignId));

describe('referral campaigns', () => {
  it('sets the linked-campaign cookie for 30 minutes from a campaign’s link, and only from one', async () => {
    const { agent } = await buyerCheckout(testApp, (await pricedClass(testApp)).cohort.path);
    const reply = await agent.get('/catalogue/?aid=spring-26&sid=instagram&cid=click-1');
    const cookie = reply.headers['set-cookie'];
    expect(String(cookie)).toContain(`${CAMPAIGN_COOKIE}=`);
    expect(String(cookie)).toMatch(/Max-Age=1800/);
    expect(String(cookie)).toMatch(/HttpOnly/);
    expect(JSON.parse(decodeURIComponent(agent.cookie(CAMPAIGN_COOKIE)!))).toEqual({
      aid: 'spring-26',
      sid: 'instagram',
      cid: 'click-1',
      referralSent: false,
    });
    const plain = await agent.get('/catalogue/?page=2');
    expect(String(plain.headers['set-cookie'] ?? '')).not.toContain(CAMPAIGN_COOKIE);
    // Reloading the link keeps the click (and whether it converted).
    const reload = await agent.get('/catalogue/?aid=spring-26&sid=instagram&cid=click-1');
    expect(String(reload.headers['set-cookie'] ?? '')).not.toContain(CAMPAIGN_COOKIE);
  });

  it('converts a click once: the purchase after it counts, the next one does not', async () => {
    const { cohort } = await pricedClass(testApp);
    const first = await buyerCheckout(testApp, cohort.path);
    await first.agent.get('/?aid=autumn-26&sid=mail&cid=click-2');
    // The checkout made before the link carried no campaign; a new one does.
    const { agent } = first;
    const created = await agent.post('/json/payment/create', {
      items: [{ type: 'course_enrolment', productID: (await pricedClass(testApp)).cohort.path }],
    });
    const id = (created.body.result as { paymentTransactionId: string }).paymentTransactionId;
    expect((await transactionRow(testApp, id)).campaign).toEqual({
      aid: 'autumn-26',
      sid: 'mail',
      cid: 'click-2',
    });
    await payAndReturn(agent, id);
    await testApp.fake.webhooksSettled();
    expect(await conversionsOf('autumn-26')).toMatchObject([
      { clickId: 'click-2', transactionId: id, totalMinor: 24_900 },
    ]);
    expect(JSON.parse(decodeURIComponent(agent.cookie(CAMPAIGN_COOKIE)!)).referralSent).toBe(true);

    // The buyer's next purchase within the 30 minutes carries no campaign.
    const next = await agent.post('/json/payment/create', {
      items: [{ type: 'course_enrolment', productID: (await pricedClass(testApp)).cohort.path }],
    });
    const nextId = (next.body.result as { paymentTransactionId: string }).paymentTransactionId;
    expect((await transactionRow(testApp, nextId)).campaign).toBeNull();

    // The same click on another device still converts once only.
    const other = await buyerCheckout(testApp, cohort.path);
    await other.agent.get('/?aid=autumn-26&cid=click-2');
    const again = await other.agent.post('/json/payment/create', {
      items: [{ type: 'course_enrolment', productID: (await pricedClass(testApp)).cohort.path }],
    });
    await payAndReturn(
      other.agent,
      (again.body.result as { paymentTransactionId: string }).paymentTransactionId,
    );
    await testApp.fake.webhooksSettled();
    expect(await conversionsOf('autumn-26')).toHaveLength(1);

    // Staff see the campaign on the payment, and find the campaign's purchases.
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    const list = await staff.get('/json/payment/lookup/listPayments?campaign=autumn-26');
    const rows = (list.body.result as { payments: Array<{ id: string; campaign: unknown }> }).payments;
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === id)?.campaign).toEqual({
      aid: 'autumn-26',
      sid: 'mail',
      converted: true,
    });
    expect(rows.filter((row) => (row.campaign as { converted: boolean }).converted)).toHaveLength(1);
  });
});
