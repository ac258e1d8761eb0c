/**
 * The HTML of the fake hosted payment page: the order with its channel choice, Razer's refusal
 * pages, and the page that carries the result back to the merchant as a form POST (the browser
 * submits it by itself; a button does it without JavaScript).
 */
import { CHANNELS, type ChannelKind } from './channels';
import { escapeHtml } from './http';
import type { Payment } from './payments';
import { fill, pageStrings } from './strings';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #f2f4f3; }
  main { max-width: 34rem; margin: 0 auto; padding: 1.25rem 1.5rem 2rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
  .brand { color: #007a00; font-weight: 700; margin: 0; }
  .notice { background: #fff4ce; padding: .4rem .75rem; border-radius: 4px; font-size: .9rem; }
  h1 { font-size: 1.4rem; margin: .75rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 1px solid #c4c8c6; border-radius: 6px; margin: 0 0 1rem; padding: .5rem 1rem .75rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .channel { display: flex; align-items: center; gap: .5rem; padding: .3rem 0; }
  .channel input { width: 1.1rem; height: 1.1rem; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  button { font: inherit; padding: .6rem 1.6rem; border-radius: 4px; cursor: pointer; }
  .pay { background: #007a00; color: #fff; border: 2px solid #007a00; }
  .cancel { background: #fff; color: #1b1b1b; border: 2px solid #6b6f6d; }
  button:focus-visible, input:focus-visible { outline: 3px solid #005fcc; outline-offset: 2px; }
  .error { color: #b00020; font-weight: 600; }
`;

function document(tag: string, title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="${tag}"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
    <body><main>${body}</main>${script}</body></html>`;
}

function header(strings: ReturnType<typeof pageStrings>['strings']): string {
  return `<p class="brand">${escapeHtml(strings.brand)}</p><p class="notice">${escapeHtml(strings.testNotice)}</p>`;
}

export interface PaymentPageOptions {
  readonly merchantName: string;
  readonly action: string;
  /** Shown when the buyer pressed Pay without choosing a channel. */
  readonly channelError?: boolean;
  /** The channel the merchant preselected with `channel`. */
  readonly channel?: string | null;
}

export function paymentPage(payment: Payment, options: PaymentPageOptions): string {
  const { tag, strings } = pageStrings(payment.langcode);
  const group = (kind: ChannelKind) =>
    `<fieldset><legend>${escapeHtml(strings[kind])}</legend>${CHANNELS.filter(
      (channel) => channel.kind === kind,
    )
      .map(
        (channel) =>
          `<label class="channel"><input type="radio" name="channel" value="${escapeHtml(channel.code)}" required${
            channel.code.toLowerCase() === options.channel?.toLowerCase() ? ' checked' : ''
          }${options.channelError ? ' aria-describedby="channel-error"' : ''}> ${escapeHtml(channel.name)}</label>`,
      )
      .join('')}</fieldset>`;
  const row = (label: string, value: string) =>
    value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
  return document(
    tag,
    fill(strings.payTo, { merchant: options.merchantName }),
    `${header(strings)}
    <h1>${escapeHtml(fill(strings.payTo, { merchant: options.merchantName }))}</h1>
    <dl>
      ${row(strings.order, payment.orderid)}
      ${row(strings.description, payment.billDesc)}
      ${row(strings.amount, `${payment.currency} ${payment.amount}`)}
      ${row(strings.name, payment.billName)}
      ${row(strings.email, payment.billEmail)}
    </dl>
    <form method="post" action="${escapeHtml(options.action)}">
      <input type="hidden" name="tranID" value="${escapeHtml(payment.tranID)}">
      <h2>${escapeHtml(strings.chooseChannel)}</h2>
      ${options.channelError ? `<p id="channel-error" class="error" role="alert">${escapeHtml(strings.chooseChannelError)}</p>` : ''}
      ${group('fpx')}
      ${group('ewallet')}
      <div class="actions">
        <button type="submit" class="pay" name="action" value="pay">${escapeHtml(strings.pay)}</button>
        <button type="submit" class="cancel" name="action" value="cancel" formnovalidate>${escapeHtml(strings.cancel)}</button>
      </div>
    </form>`,
  );
}

export function errorPage(langcode: string | null, message: string): string {
  const { tag, strings } = pageStrings(langcode);
  return document(
    tag,
    strings.errorTitle,
    `${header(strings)}<h1>${escapeHtml(strings.errorTitle)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** Carries the result to the merchant: a form POST of the fields to `url`, submitted at once. */
export function postBackPage(
  langcode: string | null,
  merchantName: string,
  url: string,
  fields: Record<string, string>,
): string {
  const { tag, strings } = pageStrings(langcode);
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return document(
    tag,
    fill(strings.returning, { merchant: merchantName }),
    `${header(strings)}<form id="return" method="post" action="${escapeHtml(url)}">${inputs}
      <p>${escapeHtml(fill(strings.returning, { merchant: merchantName }))}</p>
      <button type="submit" class="pay">${escapeHtml(strings.continue)}</button></form>`,
    `<script>document.getElementById('return').submit();</script>`,
  );
}

/** Where the buyer ends when the merchant gave no return URL. */
export function resultPage(payment: Payment): string {
  const { tag, strings } = pageStrings(payment.langcode);
  const title = strings[`result${payment.status ?? '22'}`];
  return document(
    tag,
    title,
    `${header(strings)}<h1 role="status">${escapeHtml(title)}</h1><dl>
    <dt>${escapeHtml(strings.order)}</dt><dd>${escapeHtml(payment.orderid)}</dd>
    <dt>${escapeHtml(strings.amount)}</dt><dd>${escapeHtml(`${payment.currency} ${payment.amount}`)}</dd></dl>`,
  );
}
