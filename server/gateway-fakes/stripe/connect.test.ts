// Stripe Connect through the official SDK: an Express account that starts unable to take charges,
// its account link and hosted onboarding page (completed, left, reused, expired, in ms and id),
// the `account.updated` webhook, the test control that onboards without a browser, and a
// destination charge with the platform's fee refunded with its transfer reversed.
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Kit, startKit } from './fake-test-kit';

let kit: Kit;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(async () => {
  vi.useRealTimers();
  await kit.close();
});

const RETURN_URL = 'https://kelas.test/accounts/settings/?payouts=done';
const REFRESH_URL = 'https://kelas.test/accounts/settings/?payouts=again';

const newAccount = () =>
  kit.stripe.accounts.create(
    {
      type: 'express',
      email: 'guru@example.my',
      metadata: { user_id: 'u1' },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    },
    { idempotencyKey: 'kelas-payout-account-u1' },
  );

const newLink = (account: string, params: Partial<Stripe.AccountLinkCreateParams> = {}) =>
  kit.stripe.accountLinks.create({
    account,
    type: 'account_onboarding',
    return_url: RETURN_URL,
    refresh_url: REFRESH_URL,
    ...params,
  });

/** Opens the page as a browser does; its HTML and the form's hidden session field. */
async function openPage(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { redirect: 'manual', headers });
  const html = await response.text();
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1];
  return { status: response.status, location: response.headers.get('location'), html, session };
}

/** Presses one of the page's buttons: posts its form back to the page's address. */
async function press(url: string, action: 'complete' | 'leave', session: string | undefined) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, session: session ?? '' }).toString(),
  });
  return { status: response.status, location: response.headers.get('location') };
}

describe('an Express account', () => {
  it('starts with nothing submitted: no charges, no payouts, capabilities inactive', async () => {
    const account = await newAccount();
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      email: 'guru@example.my',
      metadata: { user_id: 'u1' },
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      requirements: { disabled_reason: 'requirements.past_due' },
    });
    expect(account.requirements!.currently_due).toEqual(
      expect.arrayContaining(['external_account', 'tos_acceptance.date']),
    );
    // The idempotency key makes a retry the same account.
    expect((await newAccount()).id).toBe(account.id);
    const listed = await kit.stripe.accounts.list({ limit: 100 });
    expect(listed.data.map((each) => each.id)).toEqual([account.id]);
  });
});

describe('an account link and the hosted onboarding page', () => {
  it('completing onboarding returns to return_url, enables the account and sends account.updated', async () => {
    const account = await newAccount();
    const link = await newLink(account.id);
    expect(link).toMatchObject({ object: 'account_link', expires_at: link.created + 300 });
    expect(link.url).toMatch(new RegExp(`^${kit.fake.url}/connect/onboarding/[A-Za-z0-9]{24}$`));

    const page = await openPage(link.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('guru@example.my');
    expect(page.html).toMatch(/<button type="submit" name="action" value="complete">Complete onboarding</);
    expect(page.html).toMatch(/<button [^>]*value="leave"[^>]*>Leave for now</);
    expect(page.html).toContain('<form method="post">');

    const done = await press(link.url, 'complete', page.session);
    expect(done).toEqual({ status: 303, location: RETURN_URL });
    const onboarded = await kit.stripe.accounts.retrieve(account.id);
    expect(onboarded).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });

    const [event] = await kit.inbox.waitFor('account.updated');
    expect(event).toMatchObject({ account: account.id, request: { id: null } });
    expect(event!.data.object).toMatchObject({ id: account.id, charges_enabled: true });
    expect(event!.data.previous_attributes).toMatchObject({
      charges_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
    });
    expect(kit.inbox.rejected).toEqual([]);

    // The link is single-use: visiting or posting again leads to refresh_url.
    expect(await openPage(link.url)).toMatchObject({ status: 303, location: REFRESH_URL });
    expect(await press(link.url, 'complete', page.session)).toEqual({ status: 303, location: REFRESH_URL });
    expect(kit.fake.events().filter((emitted) => emitted.type === 'account.updated')).toHaveLength(1);
  });

  it('leaving returns to return_url with the account as it was, and spends the link', async () => {
    const account = await newAccount();
    const link = await newLink(account.id);
    const page = await openPage(link.url);
    expect(await press(link.url, 'leave', page.session)).toEqual({ status: 303, location: RETURN_URL });
    expect(await kit.stripe.accounts.retrieve(account.id)).toMatchObject({ charges_enabled: false });
    expect(await openPage(link.url)).toMatchObject({ status: 303, location: REFRESH_URL });
    // A fresh link works.
    const again = await newLink(account.id);
    const second = await openPage(again.url);
    expect(await press(again.url, 'complete', second.session)).toEqual({ status: 303, location: RETURN_URL });
  });

  it('refuses a second visit, a forged form, and a link older than 300 seconds', async () => {
    const account = await newAccount();
    const visited = await newLink(account.id);
    const first = await openPage(visited.url);
    expect(await openPage(visited.url)).toMatchObject({ status: 303, location: REFRESH_URL });
    // A forged form cannot finish it; the page already shown still can (its session lives on).
    expect(await press(visited.url, 'complete', 'not-the-session')).toEqual({
      status: 303,
      location: REFRESH_URL,
    });
    expect(await press(visited.url, 'leave', first.session)).toEqual({ status: 303, location: RETURN_URL });

    const stale = await newLink(account.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    expect(await openPage(stale.url)).toMatchObject({ status: 303, location: REFRESH_URL });
    vi.useRealTimers();
    expect(await kit.stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: false });

    const unknown = await openPage(`${kit.fake.url}/connect/onboarding/nosuchlink`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('This link is not valid');
  });

  it('speaks Malay and Indonesian, by ?locale= or by Accept-Language', async () => {
    const account = await newAccount();
    const malay = await openPage(`${(await newLink(account.id)).url}?locale=ms`);
    expect(malay.html).toContain('<html lang="ms">');
    expect(malay.html).toContain('Lengkapkan pendaftaran');
    expect(malay.html).toContain('Tinggalkan dahulu');
    const indonesian = await openPage((await newLink(account.id)).url, {
      'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8',
    });
    expect(indonesian.html).toContain('<html lang="id">');
    expect(indonesian.html).toContain('Selesaikan pendaftaran');
    const other = await openPage((await newLink(account.id)).url, { 'Accept-Language': 'fr-FR' });
    expect(other.html).toContain('Complete onboarding');
  });

  it('refuses an unknown account, missing addresses and an account_update link for Express', async () => {
    const account = await newAccount();
    await expect(newLink('acct_nobody')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'account',
      message: "No such account: 'acct_nobody'",
    });
    await expect(newLink(account.id, { return_url: undefined })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'return_url',
    });
    await expect(newLink(account.id, { refresh_url: undefined })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'refresh_url',
    });
    await expect(newLink(account.id, { return_url: 'not a url' })).rejects.toMatchObject({
      code: 'url_invalid',
      param: 'return_url',
    });
    await expect(newLink(account.id, { type: 'account_update' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'type',
    });
    // collection_options are accepted (and change nothing here).
    await expect(
      newLink(account.id, { collection_options: { fields: 'eventually_due' } }),
    ).resolves.toMatchObject({ object: 'account_link' });
  });
});

describe('the onboarding control', () => {
  it('onboards an account without a browser, once, as JSON under /__fake/ too', async () => {
    const account = await newAccount();
    const control = (id: string) =>
      fetch(`${kit.fake.url}/__fake/accounts/${id}/onboard`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
    const answer = await control(account.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      id: account.id,
      charges_enabled: true,
      payouts_enabled: true,
    });
    expect(kit.fake.onboardAccount(account.id)).toMatchObject({ details_submitted: true });
    await kit.inbox.waitFor('account.updated');
    expect(kit.fake.events().filter((event) => event.type === 'account.updated')).toHaveLength(1);

    const unknown = await control('acct_nobody');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "No such account: 'acct_nobody'" });
  });
});

describe('a destination charge with the platform fee', () => {
  const pay = (params: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    kit.stripe.paymentIntents.create({
      amount: 10_000,
      currency: 'myr',
      allowed_payment_method_types: ['card'],
      payment_method: 'pm_card_visa',
      confirm: true,
      ...params,
    });

  it('is refused before onboarding, then transfers to the account, refunded with its transfer reversed', async () => {
    const account = await newAccount();
    const destination = { transfer_data: { destination: account.id }, application_fee_amount: 1500 };
    await expect(pay(destination)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
      message:
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
    });
    kit.fake.onboardAccount(account.id);

    const paid = await pay(destination);
    expect(paid).toMatchObject({
      status: 'succeeded',
      transfer_data: { destination: account.id },
      application_fee_amount: 1500,
      transfer_group: `group_${paid.id}`,
    });
    const charge = await kit.stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({
      application_fee_amount: 1500,
      transfer_data: { amount: null, destination: account.id },
      transfer_group: `group_${paid.id}`,
    });
    expect(charge.transfer).toMatch(/^tr_[A-Za-z0-9]{24}$/);
    expect(charge.application_fee).toMatch(/^fee_[A-Za-z0-9]{24}$/);

    const refund = await kit.stripe.refunds.create(
      { payment_intent: paid.id, amount: 4000, reverse_transfer: true, refund_application_fee: true },
      { idempotencyKey: 'kelas-refund-1' },
    );
    expect(refund).toMatchObject({ amount: 4000, status: 'succeeded', charge: charge.id });
    expect(refund.transfer_reversal).toMatch(/^trr_[A-Za-z0-9]{24}$/);
    const rest = await kit.stripe.refunds.create({ payment_intent: paid.id });
    expect(rest).toMatchObject({ amount: 6000, transfer_reversal: null });
  });

  it('takes no fee when the fee is 0, and refunds such a charge with both options all the same', async () => {
    const account = await newAccount();
    kit.fake.onboardAccount(account.id);
    const paid = await pay({ transfer_data: { destination: account.id }, application_fee_amount: 0 });
    const charge = await kit.stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({ application_fee: null, application_fee_amount: 0 });
    expect(charge.transfer).toMatch(/^tr_/);
    const refund = await kit.stripe.refunds.create({
      payment_intent: paid.id,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    expect(refund.transfer_reversal).toMatch(/^trr_/);
  });

  it('refuses reverse_transfer and refund_application_fee on a charge with no transfer', async () => {
    const plain = await pay();
    expect(await kit.stripe.charges.retrieve(plain.latest_charge as string)).toMatchObject({
      application_fee: null,
      transfer_data: null,
      transfer_group: null,
    });
    await expect(
      kit.stripe.refunds.create({ payment_intent: plain.id, reverse_transfer: true }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'reverse_transfer',
    });
    await expect(
      kit.stripe.refunds.create({ payment_intent: plain.id, refund_application_fee: true }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'refund_application_fee' });
    const refund = await kit.stripe.refunds.create({ payment_intent: plain.id, reverse_transfer: false });
    expect(refund).toMatchObject({ amount: 10_000, transfer_reversal: null });
  });
});
