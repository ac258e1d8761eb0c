/**
 * The hosted payment page at /MOLPay/pay/{merchantID}/ (and /RMS/pay/{merchantID}/): the merchant's
 * browser arrives by GET or a form POST with the order and its vcode; a wrong vcode gets Razer's
 * refusal. The buyer picks a bank or e-wallet and pays or cancels, and the browser carries the
 * signed result back to the merchant's return URL (or cancel URL) as a form POST.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { channelByCode } from './channels';
import { readFields, send } from './http';
import { errorPage, paymentPage, postBackPage, resultPage } from './pages';
import type { Payment, Payments } from './payments';
import type { Results } from './results';
import { molpayVcode } from './signatures';
import { fill, pageStrings } from './strings';

export interface HostedPageContext {
  readonly merchantId: string;
  readonly merchantName: string;
  readonly verifyKey: string;
  readonly extendedVcode: boolean;
  readonly currencies: readonly string[];
  readonly payments: Payments;
  readonly results: Results;
}

const COUNTRY_CURRENCY: Record<string, string> = { MY: 'MYR', ID: 'IDR', SG: 'SGD', PH: 'PHP', TH: 'THB' };

function html(response: ServerResponse, status: number, body: string): void {
  send(response, status, 'text/html', body);
}

/** The order's amount with two decimals, or null when it is not an amount Razer takes (1.00 at least). */
function normalAmount(amount: string | undefined): string | null {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const value = Number(amount);
  return value >= 1 ? value.toFixed(2) : null;
}

/** GET or POST /{MOLPay|RMS}/pay/{merchantID}/: checks the request and shows the page. */
export async function openPaymentPage(
  context: HostedPageContext,
  request: IncomingMessage,
  response: ServerResponse,
  prefix: string,
  merchantId: string,
  query: URLSearchParams,
): Promise<void> {
  const fields = await readFields(request, query);
  const langcode = fields.langcode ?? null;
  const { strings } = pageStrings(langcode);
  if (merchantId !== context.merchantId)
    return html(response, 200, errorPage(langcode, strings.merchantError));
  const currency = (
    fields.cur ||
    fields.currency ||
    COUNTRY_CURRENCY[(fields.country ?? '').toUpperCase()] ||
    'MYR'
  ).toUpperCase();
  const amount = normalAmount(fields.amount);
  const vcode = molpayVcode(
    {
      amount: fields.amount ?? '',
      merchantId,
      orderid: fields.orderid ?? '',
      currency: context.extendedVcode ? currency : undefined,
    },
    context.verifyKey,
  );
  if (!amount || !fields.orderid || fields.vcode !== vcode)
    return html(response, 200, errorPage(langcode, strings.formatError));
  if (!context.currencies.includes(currency))
    return html(response, 200, errorPage(langcode, fill(strings.currencyError, { currency })));
  const payment = context.payments.open({
    orderid: fields.orderid,
    amount,
    currency,
    billName: fields.bill_name ?? '',
    billEmail: fields.bill_email ?? '',
    billMobile: fields.bill_mobile ?? '',
    billDesc: fields.bill_desc ?? '',
    country: (fields.country ?? 'MY').toUpperCase(),
    langcode,
    returnUrl: fields.returnurl || null,
    callbackUrl: fields.callbackurl || null,
    cancelUrl: fields.cancelurl || null,
  });
  html(
    response,
    200,
    paymentPage(payment, {
      merchantName: context.merchantName,
      action: `/${prefix}/pay/${merchantId}/process`,
      channel: channelByCode(fields.channel)?.code ?? null,
    }),
  );
}

function backToMerchant(
  context: HostedPageContext,
  response: ServerResponse,
  payment: Payment,
  url: string | null,
) {
  if (!url) return html(response, 200, resultPage(payment));
  html(
    response,
    200,
    postBackPage(payment.langcode, context.merchantName, url, context.payments.resultFields(payment)),
  );
}

/** POST /{MOLPay|RMS}/pay/{merchantID}/process: the buyer's Pay or Cancel. */
export async function processPayment(
  context: HostedPageContext,
  request: IncomingMessage,
  response: ServerResponse,
  prefix: string,
  merchantId: string,
): Promise<void> {
  const fields = await readFields(request, new URLSearchParams());
  const payment = context.payments.get(fields.tranID ?? '');
  if (!payment) return html(response, 404, errorPage(null, pageStrings(null).strings.formatError));
  if (payment.status !== null)
    return html(response, 409, errorPage(payment.langcode, pageStrings(payment.langcode).strings.processed));
  if (fields.action === 'cancel') {
    await context.results.cancel(payment);
    return backToMerchant(context, response, payment, payment.cancelUrl ?? payment.returnUrl);
  }
  const channel = channelByCode(fields.channel);
  if (!channel)
    return html(
      response,
      422,
      paymentPage(payment, {
        merchantName: context.merchantName,
        action: `/${prefix}/pay/${merchantId}/process`,
        channelError: true,
      }),
    );
  await context.results.pay(payment, channel.code);
  backToMerchant(context, response, payment, payment.returnUrl);
}
