/**
 * The page inside the Drop-in stand-in's iframe, served by the fake (so card numbers are typed into
 * the fake's origin, never the merchant's page): the choice of card or PayPal, the card fields, the
 * PayPal button and the chosen payment method, in the locale the merchant asked for.
 */
import { stringsFor } from '../strings';
import { escapeXml as escapeHtml } from '../xml';

const STYLE = `
  :root { font: 15px/1.4 system-ui, sans-serif; color: #1f2328; }
  body { margin: 0; padding: 2px; }
  [hidden] { display: none !important; }
  h2 { font-size: 1rem; margin: 0 0 .75rem; }
  h2:focus { outline: none; }
  .options { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
  .option { width: 100%; text-align: left; padding: .75rem 1rem; font: inherit; background: #fff;
    border: 1px solid #b3b3b3; border-radius: 4px; cursor: pointer; }
  .field { display: grid; gap: .25rem; margin-bottom: .75rem; flex: 1; }
  .row { display: flex; gap: .75rem; }
  label span { color: #57606a; font-size: .875rem; }
  input { font: inherit; padding: .5rem .6rem; border: 1px solid #8c959f; border-radius: 4px; }
  input[aria-invalid=true] { border-color: #c62828; }
  .error { color: #c62828; margin: 0; font-size: .875rem; min-height: 0; }
  .error:empty { display: none; }
  .paypal-button { font: 600 1rem system-ui, sans-serif; background: #ffc439; color: #111; border: 0;
    border-radius: 1.25rem; padding: .65rem 1rem; width: 100%; cursor: pointer; }
  .link { background: none; border: 0; padding: .25rem 0; color: #0b57d0; text-decoration: underline;
    font: inherit; cursor: pointer; margin-top: .5rem; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0b57d0; outline-offset: 1px; }
`;

export interface FramePageOptions {
  readonly locale: string | null;
  readonly scriptUrl: string;
}

export function framePage(options: FramePageOptions): string {
  const { tag, strings } = stringsFor(options.locale);
  // Inside <script type="application/json"> only "</script" could end the element early.
  const stringsJson = JSON.stringify(strings).replaceAll('<', '\\u003c');
  const field = (id: string, label: string, sub: string, attributes: string) =>
    `<div class="field"><label for="${id}">${escapeHtml(label)}${sub ? ` <span id="${id}-hint">${escapeHtml(sub)}</span>` : ''}</label>
      <input id="${id}" ${attributes} spellcheck="false" aria-describedby="${id}-error">
      <p id="${id}-error" class="error" role="alert"></p></div>`;
  return `<!doctype html><html lang="${tag}"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(strings.frameTitle)}</title><style>${STYLE}</style></head>
  <body><main>
    <section id="options-view" aria-labelledby="options-heading" hidden>
      <h2 id="options-heading" tabindex="-1">${escapeHtml(strings.chooseAWayToPay)}</h2>
      <ul class="options">
        <li><button type="button" class="option" data-option="card">${escapeHtml(strings.Card)}</button></li>
        <li><button type="button" class="option" data-option="paypal">${escapeHtml(strings.PayPal)}</button></li>
      </ul>
    </section>
    <section id="card-view" aria-labelledby="card-heading" hidden>
      <h2 id="card-heading" tabindex="-1">${escapeHtml(strings.payWithCard)}</h2>
      <form id="card-form" novalidate>
        ${field('card-number', strings.cardNumberLabel, '', 'name="number" inputmode="numeric" autocomplete="cc-number"')}
        <div class="row">
          ${field('expiration-date', strings.expirationDateLabel, strings.expirationDateLabelSubheading, `name="expiration" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(strings.expirationDatePlaceholder)}"`)}
          ${field('cvv', strings.cvvLabel, strings.cvvThreeDigitLabelSubheading, 'name="cvv" inputmode="numeric" autocomplete="cc-csc"')}
        </div>
      </form>
    </section>
    <section id="paypal-view" aria-labelledby="paypal-heading" hidden>
      <h2 id="paypal-heading" tabindex="-1">${escapeHtml(strings.PayPal)}</h2>
      <button type="button" id="paypal-button" class="paypal-button">${escapeHtml(strings.payWithPayPal)}</button>
    </section>
    <section id="selected-view" aria-labelledby="selected-heading" hidden>
      <h2 id="selected-heading" tabindex="-1"></h2>
      <p id="selected-detail"></p>
    </section>
    <p id="form-error" class="error" role="alert"></p>
    <button type="button" id="other-way" class="link" hidden>${escapeHtml(strings.chooseAnotherWayToPay)}</button>
  </main>
  <script type="application/json" id="strings">${stringsJson}</script>
  <script src="${escapeHtml(options.scriptUrl)}"></script>
  </body></html>`;
}
