/**
 * The script of the Drop-in stand-in's iframe (browser code, served by the Braintree fake). It
 * talks to the merchant page's dropin.min.js by postMessage: `ready` → `init` (the client token),
 * then `request` → `result` (a nonce payload or an error), and it reports `requestable`, `resize`
 * and `optionSelected`. Cards are tokenized and PayPal accounts approved through the fake's client
 * API, so only nonces leave this frame.
 */
(() => {
  const SOURCE = 'braintree-dropin-fake';
  const NO_PAYMENT_METHOD = 'No payment method is available.';
  const params = new URLSearchParams(location.search);
  const channel = params.get('channel');
  const merchantOrigin = params.get('origin');
  const locale = params.get('locale') || 'en_US';
  const paymentOptions = (params.get('options') || 'card').split(',');
  let paypalConfig = JSON.parse(params.get('paypal') || '{}');
  const strings = JSON.parse(document.getElementById('strings').textContent);
  const $ = (id) => document.getElementById(id);

  let token = null;
  /** Set once the merchant page has been told the first state; changes are announced after that. */
  let initialized = false;
  let view = null;
  let selected = null;
  let lastRequestable = null;

  const post = (message) =>
    window.parent.postMessage({ ...message, source: SOURCE, channel }, merchantOrigin);
  const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? '');

  // The body's own height: the document's never shrinks below the iframe it is in.
  new ResizeObserver(() =>
    post({ type: 'resize', height: document.body.getBoundingClientRect().height }),
  ).observe(document.body);

  // ---- client API ----

  async function clientApi(path, body) {
    const response = await fetch(`${token.clientApiUrl}/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...body,
        authorizationFingerprint: token.authorizationFingerprint,
        _meta: { source: 'dropin' },
      }),
    });
    return { status: response.status, body: await response.json() };
  }

  // ---- card fields ----

  const digitsOf = (value) => value.replace(/[\s-]/g, '');

  function brandOf(digits) {
    if (/^3[47]/.test(digits)) return 'American Express';
    if (/^4/.test(digits)) return 'Visa';
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
    if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
    if (/^35/.test(digits)) return 'JCB';
    return null;
  }

  function passesLuhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  const cvvLength = () => (brandOf(digitsOf($('card-number').value)) === 'American Express' ? 4 : 3);

  /** Each field's check: 'empty', 'invalid' or null when fine. */
  const CHECKS = {
    'card-number': (value) => {
      const digits = digitsOf(value);
      if (!digits) return 'empty';
      return /^\d{12,19}$/.test(digits) && brandOf(digits) && passesLuhn(digits) ? null : 'invalid';
    },
    'expiration-date': (value) => {
      if (!value.trim()) return 'empty';
      const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
      if (!match) return 'invalid';
      const month = Number(match[1]);
      const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
      const now = new Date();
      const months = year * 12 + month - (now.getFullYear() * 12 + now.getMonth() + 1);
      return month >= 1 && month <= 12 && months >= 0 && months <= 20 * 12 ? null : 'invalid';
    },
    cvv: (value) => {
      if (!value.trim()) return 'empty';
      return new RegExp(`^\\d{${cvvLength()}}$`).test(value.trim()) ? null : 'invalid';
    },
  };

  const MESSAGES = {
    'card-number': { empty: 'fieldEmptyForNumber', invalid: 'fieldInvalidForNumber' },
    'expiration-date': { empty: 'fieldEmptyForExpirationDate', invalid: 'fieldInvalidForExpirationDate' },
    cvv: { empty: 'fieldEmptyForCvv', invalid: 'fieldInvalidForCvv' },
  };

  function showFieldError(id, problem) {
    $(id).setAttribute('aria-invalid', problem ? 'true' : 'false');
    $(`${id}-error`).textContent = problem ? strings[MESSAGES[id][problem]] : '';
  }

  /** Checks every field; `showEmpty` also flags the empty ones, as on a request for a payment method. */
  function cardIsValid(showEmpty) {
    let valid = true;
    for (const id of Object.keys(CHECKS)) {
      const problem = CHECKS[id]($(id).value);
      if (problem) valid = false;
      if (showEmpty || problem !== 'empty') showFieldError(id, problem);
    }
    return valid;
  }

  const cardIsComplete = () => Object.keys(CHECKS).every((id) => !CHECKS[id]($(id).value));

  for (const id of Object.keys(CHECKS)) {
    $(id).addEventListener('blur', () => {
      const problem = CHECKS[id]($(id).value);
      showFieldError(id, problem === 'empty' ? null : problem);
    });
    $(id).addEventListener('input', () => {
      if (!CHECKS[id]($(id).value)) showFieldError(id, null);
      if (id === 'card-number')
        $('cvv-hint').textContent =
          strings[cvvLength() === 4 ? 'cvvFourDigitLabelSubheading' : 'cvvThreeDigitLabelSubheading'];
      announceRequestable();
    });
  }
  $('card-form').addEventListener('submit', (event) => event.preventDefault());

  const FIELD_OF_CODE = {
    81715: 'card-number',
    81717: 'card-number',
    81710: 'expiration-date',
    81707: 'cvv',
  };

  async function tokenizeCard() {
    let answer;
    try {
      answer = await clientApi('payment_methods/credit_cards', {
        creditCard: {
          number: digitsOf($('card-number').value),
          expirationDate: $('expiration-date').value.trim(),
          cvv: $('cvv').value.trim(),
        },
      });
    } catch {
      showError(strings.hostedFieldsTokenizationNetworkErrorError);
      throw new Error(NO_PAYMENT_METHOD);
    }
    if (answer.status !== 201) {
      for (const group of answer.body.fieldErrors || [])
        for (const error of group.fieldErrors || [])
          if (FIELD_OF_CODE[error.code]) showFieldError(FIELD_OF_CODE[error.code], 'invalid');
      showError(strings.hostedFieldsFieldsInvalidError);
      throw new Error(NO_PAYMENT_METHOD);
    }
    const card = answer.body.creditCards[0];
    for (const id of Object.keys(CHECKS)) $(id).value = '';
    return {
      nonce: card.nonce,
      details: card.details,
      type: 'CreditCard',
      description: card.description,
      binData: card.binData,
    };
  }

  // ---- PayPal ----

  const PAYPAL_PARAMS = ['paypal_return', 'paypal_cancel', 'token', 'PayerID', 'ba_token'];

  function frameUrl(extra) {
    const url = new URL(location.href);
    for (const name of PAYPAL_PARAMS) url.searchParams.delete(name);
    if (extra) url.searchParams.set(extra, '1');
    return url.toString();
  }

  async function startPayPal() {
    showError('');
    $('paypal-button').disabled = true;
    const vault = paypalConfig.flow === 'vault';
    try {
      const answer = await clientApi(
        vault ? 'paypal_hermes/setup_billing_agreement' : 'paypal_hermes/create_payment_resource',
        {
          returnUrl: frameUrl('paypal_return'),
          cancelUrl: frameUrl('paypal_cancel'),
          experienceProfile: { localeCode: locale, noShipping: true },
          offerPaypalCredit: false,
          ...(vault ? {} : { amount: String(paypalConfig.amount), currencyIsoCode: paypalConfig.currency }),
        },
      );
      const next = vault ? answer.body.agreementSetup?.approvalUrl : answer.body.paymentResource?.redirectUrl;
      if (!next) throw new Error(answer.body.error?.message);
      location.assign(next);
    } catch {
      $('paypal-button').disabled = false;
      showError(strings.paypalFlowFailedError);
    }
  }
  $('paypal-button').addEventListener('click', startPayPal);

  /** Back from the PayPal page with its approval: the account becomes the chosen payment method. */
  async function finishPayPal() {
    const approvalToken = params.get('token');
    history.replaceState(null, '', frameUrl(null));
    const answer = await clientApi('payment_methods/paypal_accounts', {
      paypalAccount: {
        [paypalConfig.flow === 'vault' ? 'billingAgreementToken' : 'paymentToken']: approvalToken,
        payerId: params.get('PayerID'),
        intent: 'sale',
        options: { validate: false },
      },
    }).catch(() => null);
    const account = answer?.status === 201 ? answer.body.paypalAccounts[0] : null;
    if (!account) {
      show('paypal');
      showError(strings.paypalAccountTokenizationFailedError);
      return;
    }
    const payer = account.details.payerInfo;
    select({
      nonce: account.nonce,
      type: 'PayPalAccount',
      description: account.description,
      details: {
        email: payer.email,
        payerId: payer.payerId,
        firstName: payer.firstName,
        lastName: payer.lastName,
        countryCode: payer.countryCode,
      },
    });
  }

  // ---- views ----

  function showError(message) {
    $('form-error').textContent = message;
  }

  /** Shows one view: 'options', 'card', 'paypal' or 'selected'. */
  function show(name, focus) {
    view = name;
    for (const id of ['options', 'card', 'paypal', 'selected']) $(`${id}-view`).hidden = id !== name;
    $('other-way').hidden = name === 'options' || (paymentOptions.length === 1 && name !== 'selected');
    if (focus) $(`${name}-heading`).focus();
    announceRequestable();
  }

  function firstView() {
    return paymentOptions.length > 1 ? 'options' : paymentOptions[0];
  }

  function select(payload) {
    selected = payload;
    const card = payload.type === 'CreditCard';
    $('selected-heading').textContent = fill(strings.payingWith, {
      paymentSource: card ? payload.details.cardType : strings.PayPal,
    });
    $('selected-detail').textContent = card
      ? fill(strings.endingIn, { lastFourCardDigits: payload.details.lastFour })
      : payload.details.email;
    showError('');
    show('selected', true);
  }

  function clearSelected() {
    selected = null;
    show(firstView());
  }

  for (const button of document.querySelectorAll('.option'))
    button.addEventListener('click', () => {
      showError('');
      post({ type: 'optionSelected', paymentOption: button.dataset.option });
      show(button.dataset.option, true);
    });
  for (const option of ['card', 'paypal'])
    document.querySelector(`.option[data-option="${option}"]`).parentElement.hidden =
      !paymentOptions.includes(option);
  $('other-way').addEventListener('click', () => {
    showError('');
    selected = null;
    show(firstView(), true);
  });

  function requestableState() {
    if (selected)
      return { requestable: true, paymentMethodType: selected.type, paymentMethodIsSelected: true };
    if (view === 'card' && cardIsComplete())
      return { requestable: true, paymentMethodType: 'CreditCard', paymentMethodIsSelected: false };
    return { requestable: false };
  }

  function announceRequestable() {
    if (!initialized) return;
    const state = requestableState();
    const key = JSON.stringify(state);
    if (key === lastRequestable) return;
    lastRequestable = key;
    post({ type: 'requestable', ...state });
  }

  // ---- the merchant page's requests ----

  async function paymentMethod() {
    if (selected) return selected;
    if (view === 'card') {
      if (!cardIsValid(true)) {
        showError(strings.hostedFieldsFieldsInvalidError);
        throw new Error(NO_PAYMENT_METHOD);
      }
      const payload = await tokenizeCard();
      select(payload);
      return payload;
    }
    if (view === 'paypal') showError(strings.paypalButtonMustBeUsed);
    throw new Error(NO_PAYMENT_METHOD);
  }

  async function start(authorization) {
    try {
      token = JSON.parse(atob(authorization));
      const url = new URL(`${token.clientApiUrl}/v1/configuration`);
      url.searchParams.set('authorizationFingerprint', token.authorizationFingerprint);
      url.searchParams.set('configVersion', '3');
      const response = await fetch(url);
      if (!response.ok) throw new Error();
    } catch {
      token = null;
      post({
        type: 'failed',
        message: 'There was an error creating Drop-in: the authorization is not valid.',
      });
      return;
    }
    if (params.get('paypal_return')) await finishPayPal();
    else show(params.get('paypal_cancel') ? 'paypal' : firstView());
    post({ type: 'initialized', ...requestableState() });
    lastRequestable = JSON.stringify(requestableState());
    initialized = true;
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.source !== window.parent || event.origin !== merchantOrigin) return;
    if (!data || data.source !== SOURCE || data.channel !== channel) return;
    if (data.type === 'init' && !token) start(data.authorization);
    else if (data.type === 'request')
      paymentMethod().then(
        (payload) => post({ type: 'result', requestId: data.requestId, payload }),
        (error) => post({ type: 'result', requestId: data.requestId, error: error.message }),
      );
    else if (data.type === 'clear') clearSelected();
    else if (data.type === 'configure') paypalConfig = { ...paypalConfig, ...data.paypal };
  });

  post({ type: 'ready' });
})();
