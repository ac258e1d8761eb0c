// The Payment Element's frame (/elements/payment), served from the fake's origin so that what the
// customer types never reaches the merchant's page: tabs for the intent's payment method types,
// the card fields (number, MM / YY, CVC) or FPX's bank list, Stripe.js's validation messages, and
// the confirmation, posted to the API with the publishable key. It talks to Stripe.js in the
// parent page by postMessage, to and from the parent's origin only.
import type { ElementStrings } from './element-strings';
import { FPX_BANKS } from './fpx-banks';
import { escapeHtml, scriptJson } from './html';

/** The CSP of the frame: its own script and style by nonce, calls to its own origin only. */
export const paymentElementPolicy = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`;

export function paymentElementPage(strings: ElementStrings, nonce: string): string {
  const text = (value: string) => escapeHtml(value);
  const field = (id: string, label: string, input: string) => `
    <div class="field">
      <label for="${id}">${text(label)}</label>
      ${input}
      <p id="${id}-error" class="error" role="alert"></p>
    </div>`;
  const input = (id: string, attributes: string) =>
    `<input id="${id}" ${attributes} inputmode="numeric" spellcheck="false" aria-describedby="${id}-error">`;
  const banks = FPX_BANKS.map((bank) => `<option value="${bank.code}">${text(bank.name)}</option>`).join('');
  return `<!doctype html>
<html lang="${strings.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(strings.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
  <p id="load-error" class="error" role="alert"></p>
  <form id="form" novalidate hidden>
    <fieldset id="methods" class="methods" hidden>
      <legend class="visually-hidden">${text(strings.paymentMethod)}</legend>
      <label class="method" data-type="card"><input type="radio" name="method" value="card"> ${text(strings.card)}</label>
      <label class="method" data-type="fpx"><input type="radio" name="method" value="fpx"> ${text(strings.fpx)}</label>
    </fieldset>
    <div id="panel-card" class="panel" hidden>
      ${field('card-number', strings.cardNumber, input('card-number', 'autocomplete="cc-number" placeholder="1234 1234 1234 1234"'))}
      <div class="row">
        ${field('card-expiry', strings.expiry, input('card-expiry', 'autocomplete="cc-exp" placeholder="MM / YY"'))}
        ${field('card-cvc', strings.cvc, input('card-cvc', 'autocomplete="cc-csc" placeholder="CVC"'))}
      </div>
    </div>
    <div id="panel-fpx" class="panel" hidden>
      ${field('fpx-bank', strings.bank, `<select id="fpx-bank" aria-describedby="fpx-bank-error"><option value="">${text(strings.chooseBank)}</option>${banks}</select>`)}
      <p class="note">${text(strings.fpxNote)}</p>
    </div>
  </form>
</main>
<script nonce="${nonce}">
var STRINGS = ${scriptJson({ loadFailed: strings.loadFailed, errors: strings.errors })};
${SCRIPT}
</script>
</body>
</html>`;
}

const STYLE = `
:root {
  --color-primary: #0570de; --color-background: #ffffff; --color-text: #30313d;
  --color-text-secondary: #5c5d66; --color-danger: #c8102e; --color-border: #8a8b93;
  --font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; --font-size: 16px; --radius: 6px;
  color-scheme: light;
}
:root.night {
  --color-primary: #85b8ff; --color-background: #30313d; --color-text: #ffffff;
  --color-text-secondary: #d3d4d9; --color-danger: #ff9eb0; --color-border: #9a9ba3; color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--color-background); color: var(--color-text);
  font-family: var(--font-family); font-size: var(--font-size); line-height: 1.4; }
main { padding: 6px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
[hidden] { display: none !important; }
.methods { display: flex; gap: 8px; border: 0; margin: 0 0 12px; padding: 0; }
.method { flex: 1; display: flex; align-items: center; gap: 8px; padding: 10px 12px; cursor: pointer; font-weight: 600;
  border: 1px solid var(--color-border); border-radius: var(--radius); }
.method:has(input:checked) { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); }
.method:has(input:focus-visible) { outline: 3px solid var(--color-primary); outline-offset: 2px; }
.method input { accent-color: var(--color-primary); margin: 0; }
.field { margin-bottom: 12px; flex: 1; min-width: 0; }
.row { display: flex; gap: 12px; }
label { display: block; margin-bottom: 4px; }
input:not([type=radio]), select { display: block; width: 100%; padding: 10px 12px; font: inherit; color: var(--color-text);
  background: var(--color-background); border: 1px solid var(--color-border); border-radius: var(--radius); }
input::placeholder { color: var(--color-text-secondary); opacity: 1; }
input:focus, select:focus { outline: 3px solid var(--color-primary); outline-offset: 1px; }
[aria-invalid=true] { border-color: var(--color-danger); box-shadow: 0 0 0 1px var(--color-danger); }
.error { margin: 4px 0 0; color: var(--color-danger); font-size: 0.875em; }
.error:empty { display: none; }
.note { margin: 0; color: var(--color-text-secondary); font-size: 0.875em; }
form[aria-busy=true] { opacity: 0.6; }
`;

/** The frame's script (plain ES2019, no build step): it runs in the customer's browser. */
const SCRIPT = `
(function () {
  'use strict';
  var hash = new URLSearchParams(location.hash.slice(1));
  var key = hash.get('key');
  var clientSecret = hash.get('clientSecret') || '';
  var parentOrigin = hash.get('parentOrigin');
  var elementId = hash.get('id');
  // The secrets stay out of the address bar and history.
  history.replaceState(null, '', location.pathname + location.search);
  var kind = /^pi_/.test(clientSecret) ? 'payment_intent' : 'setup_intent';
  var intentPath = '/v1/' + kind + 's/' + encodeURIComponent(clientSecret.split('_secret_')[0]);
  var byId = function (id) { return document.getElementById(id); };
  var form = byId('form');
  var inputs = { number: byId('card-number'), expiry: byId('card-expiry'), cvc: byId('card-cvc'), bank: byId('fpx-bank') };
  var selected = 'card';

  function post(type, extra) {
    window.parent.postMessage(Object.assign({ source: 'stripe-fake', elementId: elementId, type: type }, extra || {}), parentOrigin);
  }

  function api(method, path, params) {
    return fetch(path, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: params ? encodeForm(params, '') : undefined,
    }).then(function (response) { return response.json(); }, function () {
      return { error: { type: 'api_connection_error', message: 'The payment service could not be reached.' } };
    });
  }

  /** Stripe's bracket notation: { a: { b: 1 } } → a[b]=1. */
  function encodeForm(params, prefix) {
    return Object.keys(params).filter(function (name) { return params[name] != null; }).map(function (name) {
      var field = prefix ? prefix + '[' + name + ']' : name;
      var value = params[name];
      return typeof value === 'object' ? encodeForm(value, field) : encodeURIComponent(field) + '=' + encodeURIComponent(value);
    }).join('&');
  }

  function applyAppearance(appearance) {
    if (appearance.theme === 'night') document.documentElement.classList.add('night');
    var names = { colorPrimary: '--color-primary', colorBackground: '--color-background', colorText: '--color-text',
      colorTextSecondary: '--color-text-secondary', colorDanger: '--color-danger', fontFamily: '--font-family',
      fontSizeBase: '--font-size', borderRadius: '--radius' };
    var variables = appearance.variables || {};
    Object.keys(names).forEach(function (name) {
      if (typeof variables[name] === 'string') document.documentElement.style.setProperty(names[name], variables[name]);
    });
  }

  var digits = function (input) { return input.value.replace(/\\D/g, ''); };
  var isAmex = function () { return /^3[47]/.test(digits(inputs.number)); };
  var numberLength = function () { return isAmex() ? 15 : 16; };
  var cvcLength = function () { return isAmex() ? 4 : 3; };

  function passesLuhn(number) {
    var sum = 0;
    number.split('').reverse().forEach(function (digit, position) {
      var value = Number(digit) * (position % 2 === 1 ? 2 : 1);
      sum += value > 9 ? value - 9 : value;
    });
    return sum % 10 === 0;
  }

  /** The Stripe.js validation code of each field, or null when it is fine. */
  var checks = {
    number: function () {
      var number = digits(inputs.number);
      if (number.length < numberLength()) return 'incomplete_number';
      return passesLuhn(number) ? null : 'invalid_number';
    },
    expiry: function () {
      var expiry = digits(inputs.expiry);
      if (expiry.length < 4) return 'incomplete_expiry';
      var month = Number(expiry.slice(0, 2));
      var year = 2000 + Number(expiry.slice(2, 4));
      var now = new Date();
      if (month < 1 || month > 12) return 'invalid_expiry_month';
      if (year < now.getFullYear()) return 'invalid_expiry_year_past';
      if (year === now.getFullYear() && month < now.getMonth() + 1) return 'invalid_expiry_month_past';
      return year > now.getFullYear() + 50 ? 'invalid_expiry_year' : null;
    },
    cvc: function () { return digits(inputs.cvc).length < cvcLength() ? 'incomplete_cvc' : null; },
    bank: function () { return inputs.bank.value ? null : 'incomplete_fpx_bank'; },
  };
  var fieldsOf = function (type) { return type === 'fpx' ? ['bank'] : ['number', 'expiry', 'cvc']; };

  function show(name, code) {
    var input = inputs[name];
    byId(input.id + '-error').textContent = code ? STRINGS.errors[code] : '';
    if (code) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Shows every problem of the selected method; the first as Stripe.js's validation_error, or null. */
  function validate() {
    var first = null;
    fieldsOf(selected).forEach(function (name) {
      var code = checks[name]();
      show(name, code);
      if (code && !first) first = { name: name, code: code };
    });
    if (!first) return null;
    inputs[first.name].focus();
    return { type: 'validation_error', code: first.code, message: STRINGS.errors[first.code] };
  }

  function reportChange() {
    var names = fieldsOf(selected);
    post('change', { payload: {
      complete: names.every(function (name) { return !checks[name](); }),
      empty: names.every(function (name) { return !inputs[name].value; }),
      value: { type: selected },
    } });
  }

  function format(name) {
    var input = inputs[name];
    var value = digits(input);
    if (name === 'number') {
      value = value.slice(0, numberLength());
      var groups = isAmex() ? [4, 6, 5] : [4, 4, 4, 4];
      var parts = [];
      groups.forEach(function (size) { if (value) { parts.push(value.slice(0, size)); value = value.slice(size); } });
      value = parts.join(' ');
    } else if (name === 'expiry') {
      if (/^[2-9]/.test(value)) value = '0' + value;
      value = value.slice(0, 4);
      if (value.length > 2) value = value.slice(0, 2) + ' / ' + value.slice(2);
    } else {
      value = value.slice(0, cvcLength());
    }
    input.value = value;
  }

  ['number', 'expiry', 'cvc'].forEach(function (name) {
    var input = inputs[name];
    input.addEventListener('input', function () {
      format(name);
      // A field showing an error drops it as soon as it is right.
      if (input.hasAttribute('aria-invalid') && !checks[name]()) show(name, null);
      reportChange();
    });
    input.addEventListener('blur', function () { if (input.value) show(name, checks[name]()); });
  });
  inputs.bank.addEventListener('change', function () { show('bank', checks.bank()); reportChange(); });

  function select(type) {
    selected = type;
    document.querySelectorAll('.panel').forEach(function (panel) { panel.hidden = panel.id !== 'panel-' + type; });
    form.querySelector('input[value=' + type + ']').checked = true;
    reportChange();
  }
  form.addEventListener('change', function (event) { if (event.target.name === 'method') select(event.target.value); });
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  form.addEventListener('focusin', function (event) { if (!form.contains(event.relatedTarget)) post('focus'); });
  form.addEventListener('focusout', function (event) { if (!form.contains(event.relatedTarget)) post('blur'); });
  new ResizeObserver(function () {
    post('resize', { height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  }).observe(document.documentElement);

  function confirm(request) {
    var problem = validate();
    if (problem) return Promise.resolve({ error: problem });
    var data = { type: selected };
    if (selected === 'fpx') data.fpx = { bank: inputs.bank.value };
    else {
      var expiry = digits(inputs.expiry);
      data.card = { number: digits(inputs.number), exp_month: expiry.slice(0, 2), exp_year: '20' + expiry.slice(2, 4), cvc: digits(inputs.cvc) };
    }
    var billing = request.billingDetails || {};
    data.billing_details = { name: billing.name, email: billing.email, phone: billing.phone };
    form.setAttribute('aria-busy', 'true');
    form.querySelectorAll('input, select').forEach(function (control) { control.disabled = true; });
    return api('POST', intentPath + '/confirm', {
      client_secret: clientSecret, payment_method_data: data, return_url: request.returnUrl, receipt_email: request.receiptEmail,
    }).then(function (body) {
      form.removeAttribute('aria-busy');
      form.querySelectorAll('input, select').forEach(function (control) { control.disabled = false; });
      return body.error ? { error: body.error } : { intent: body };
    });
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!data || data.source !== 'stripe-fake' || data.elementId !== elementId) return;
    var reply = function (payload) { post('reply', { requestId: data.requestId, payload: payload }); };
    if (data.type === 'submit') {
      var problem = validate();
      reply(problem ? { error: problem } : { selectedPaymentMethod: selected });
    } else if (data.type === 'confirm') {
      confirm(data.payload).then(reply);
    } else if (data.type === 'focus') {
      inputs[fieldsOf(selected)[0]].focus();
    }
  });

  api('GET', intentPath + '?client_secret=' + encodeURIComponent(clientSecret)).then(function (intent) {
    if (intent.error) {
      byId('load-error').textContent = STRINGS.loadFailed;
      post('loaderror', { error: intent.error });
      return;
    }
    applyAppearance(JSON.parse(hash.get('appearance') || '{}'));
    var types = intent.payment_method_types.filter(function (type) { return type === 'card' || type === 'fpx'; });
    form.querySelectorAll('.method').forEach(function (tab) { tab.hidden = types.indexOf(tab.dataset.type) < 0; });
    byId('methods').hidden = types.length < 2;
    form.hidden = false;
    select(types[0]);
    post('ready');
  });
})();
`;
