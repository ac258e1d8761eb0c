/**
 * Stand-in for Braintree's Drop-in script (web/dropin/1.43.0/js/dropin.min.js), served by the
 * Braintree fake for the merchant's page. It defines `braintree.dropin.create(options)` with the
 * Drop-in API Kelas uses (requestPaymentMethod, isPaymentMethodRequestable, on/off,
 * clearSelectedPaymentMethod, updateConfiguration, teardown) and puts the payment form in an
 * iframe served from the client token's assetsUrl, so the merchant's page only ever sees nonces.
 * Promises, or Node-style callbacks when one is passed, as Drop-in.
 */
(() => {
  const VERSION = '1.43.0';
  const SOURCE = 'braintree-dropin-fake';
  // Filled in by the fake when it serves this file: { en: '…', ms: '…', id: '…' }.
  const FRAME_TITLES = __FRAME_TITLES__;
  const EVENTS = ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'paymentOptionSelected'];
  const LOAD_TIMEOUT_MS = 30_000;

  class DropinError extends Error {
    constructor(message) {
      super(message);
      this.name = 'DropinError';
    }
  }

  function withCallback(promise, callback) {
    if (typeof callback !== 'function') return promise;
    promise.then(
      (value) => callback(null, value),
      (error) => callback(error),
    );
    return undefined;
  }

  function decodeClientToken(authorization) {
    try {
      const token = JSON.parse(atob(authorization));
      return token.assetsUrl && token.clientApiUrl && token.authorizationFingerprint ? token : null;
    } catch {
      return null;
    }
  }

  function containerOf(options) {
    if (!options.container && !options.selector) throw new DropinError('options.container is required.');
    if (options.container && options.selector)
      throw new DropinError('Must only have one options.selector or options.container.');
    const given = options.container || options.selector;
    const node = typeof given === 'string' ? document.querySelector(given) : given;
    if (node?.nodeType !== 1)
      throw new DropinError('options.selector or options.container must reference a valid DOM node.');
    if (node.innerHTML.trim())
      throw new DropinError('options.selector or options.container must reference an empty DOM node.');
    return node;
  }

  class Dropin {
    constructor(options, token) {
      this._authorization = options.authorization;
      this._origin = new URL(token.assetsUrl).origin;
      this._channel = Math.random().toString(36).slice(2) + Date.now().toString(36);
      this._listeners = new Map(EVENTS.map((name) => [name, new Set()]));
      this._requestable = false;
      this._requests = new Map();
      this._nextRequestId = 1;
      this._onMessage = (event) => this._receive(event);

      const language = String(options.locale || 'en')
        .split(/[_-]/)[0]
        .toLowerCase();
      const query = new URLSearchParams({
        channel: this._channel,
        origin: location.origin,
        locale: options.locale || 'en_US',
        options: options.paypal ? 'card,paypal' : 'card',
      });
      if (options.paypal)
        query.set(
          'paypal',
          JSON.stringify({
            flow: options.paypal.flow,
            amount: options.paypal.amount,
            currency: options.paypal.currency,
          }),
        );
      this._wrapper = document.createElement('div');
      this._wrapper.setAttribute('data-braintree-id', 'wrapper');
      this._frame = document.createElement('iframe');
      this._frame.src = `${token.assetsUrl}/web/dropin/${VERSION}/html/dropin-frame.html?${query}`;
      this._frame.title = FRAME_TITLES[language] || FRAME_TITLES.en;
      this._frame.name = `braintree-dropin-frame-${this._channel}`;
      // CSSOM, not a style attribute, so a merchant's strict style-src allows it.
      Object.assign(this._frame.style, { border: '0', width: '100%', height: '160px', display: 'block' });
      this._wrapper.appendChild(this._frame);
    }

    _attach(container) {
      window.addEventListener('message', this._onMessage);
      container.appendChild(this._wrapper);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => this._fail(new DropinError('Drop-in could not be loaded.')),
          LOAD_TIMEOUT_MS,
        );
        this._loading = { resolve, reject, timer };
      });
    }

    _fail(error) {
      const loading = this._loading;
      this._loading = null;
      clearTimeout(loading?.timer);
      this._detach();
      loading?.reject(error);
    }

    _send(message) {
      this._frame.contentWindow?.postMessage(
        { ...message, source: SOURCE, channel: this._channel },
        this._origin,
      );
    }

    _receive(event) {
      const data = event.data;
      if (event.origin !== this._origin || event.source !== this._frame.contentWindow) return;
      if (!data || data.source !== SOURCE || data.channel !== this._channel) return;
      switch (data.type) {
        case 'ready':
          // The first load, or the frame coming back from the PayPal page.
          this._send({ type: 'init', authorization: this._authorization });
          break;
        case 'resize':
          this._frame.style.height = `${Math.ceil(data.height)}px`;
          break;
        case 'failed':
          if (this._loading) this._fail(new DropinError(data.message));
          break;
        case 'initialized':
          if (this._loading) {
            clearTimeout(this._loading.timer);
            this._requestable = data.requestable;
            this._loading.resolve(this);
            this._loading = null;
          } else this._changeRequestable(data);
          break;
        case 'requestable':
          this._changeRequestable(data);
          break;
        case 'optionSelected':
          this._emit('paymentOptionSelected', { paymentOption: data.paymentOption });
          break;
        case 'result':
          this._settle(data);
          break;
      }
    }

    _changeRequestable(data) {
      const was = this._requestable;
      this._requestable = data.requestable;
      if (data.requestable)
        this._emit('paymentMethodRequestable', {
          type: data.paymentMethodType,
          paymentMethodIsSelected: data.paymentMethodIsSelected,
        });
      else if (was) this._emit('noPaymentMethodRequestable');
    }

    _settle(data) {
      const request = this._requests.get(data.requestId);
      if (!request) return;
      this._requests.delete(data.requestId);
      if (data.error) request.reject(new DropinError(data.error));
      else request.resolve(data.payload);
    }

    _emit(name, payload) {
      for (const listener of this._listeners.get(name) ?? []) listener(payload);
    }

    _detach() {
      window.removeEventListener('message', this._onMessage);
      this._wrapper.remove();
      for (const request of this._requests.values())
        request.reject(new DropinError('Drop-in was torn down.'));
      this._requests.clear();
    }

    requestPaymentMethod(options, callback) {
      const done = typeof options === 'function' ? options : callback;
      const requestId = this._nextRequestId++;
      const promise = new Promise((resolve, reject) => {
        this._requests.set(requestId, { resolve, reject });
        this._send({ type: 'request', requestId });
      });
      return withCallback(promise, done);
    }

    isPaymentMethodRequestable() {
      return this._requestable;
    }

    on(name, listener) {
      this._listeners.get(name)?.add(listener);
    }

    off(name, listener) {
      this._listeners.get(name)?.delete(listener);
    }

    clearSelectedPaymentMethod() {
      this._send({ type: 'clear' });
    }

    updateConfiguration(component, property, value) {
      if (component === 'paypal' && ['amount', 'currency', 'flow'].includes(property))
        this._send({ type: 'configure', paypal: { [property]: value } });
    }

    teardown(callback) {
      this._detach();
      return withCallback(Promise.resolve(), callback);
    }
  }

  function create(options, callback) {
    const promise = new Promise((resolve) => {
      if (!options?.authorization) throw new DropinError('options.authorization is required.');
      const token = decodeClientToken(options.authorization);
      if (!token) throw new DropinError('options.authorization is not a valid client token.');
      const container = containerOf(options);
      if (
        options.paypal &&
        (!options.paypal.flow || (options.paypal.flow === 'checkout' && !options.paypal.amount))
      )
        throw new DropinError(
          'options.paypal needs a flow, and an amount and currency for the checkout flow.',
        );
      resolve(new Dropin(options, token)._attach(container));
    });
    return withCallback(promise, callback);
  }

  window.braintree = window.braintree || {};
  window.braintree.dropin = { create, VERSION };
})();
