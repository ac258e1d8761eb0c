// The stand-in for Stripe.js (GET /v3/): `window.Stripe(publishableKey, { locale })` with the
// calls Kelas makes, shaped as Stripe.js's: elements({ clientSecret, appearance, locale }) and its
// Payment Element (mount, on, unmount, destroy; submit), confirmPayment / confirmSetup with
// `redirect: 'always' | 'if_required'`, retrievePaymentIntent / retrieveSetupIntent. The element
// is a frame of the fake's origin (payment-element-page.ts); confirmation happens inside it.
import { scriptJson } from './html';

/** The script, for a fake listening at `origin` (where it puts frames and sends API calls). */
export function stripeJsSource(origin: string): string {
  return `(function () {
  'use strict';
  var ORIGIN = ${scriptJson(origin)};
  var elementCount = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  /** 'payment_intent' or 'setup_intent' for a client secret, null for anything else. */
  function kindOf(clientSecret) {
    var match = /^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.exec(typeof clientSecret === 'string' ? clientSecret : '');
    return match ? (match[1] === 'pi' ? 'payment_intent' : 'setup_intent') : null;
  }
  var resultName = function (kind) { return kind === 'payment_intent' ? 'paymentIntent' : 'setupIntent'; };
  var never = function () { return new Promise(function () {}); };

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || publishableKey === '') {
      throw integrationError('Please call Stripe() with your publishable key. You used an empty string.');
    }
    if (/^sk_/.test(publishableKey)) {
      throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    }
    var stripeOptions = options || {};
    var headers = { Authorization: 'Bearer ' + publishableKey };
    if (stripeOptions.stripeAccount) headers['Stripe-Account'] = stripeOptions.stripeAccount;

    function retrieve(kind, method, clientSecret) {
      if (kindOf(clientSecret) !== kind) {
        return Promise.reject(integrationError('Invalid value for ' + method + ': clientSecret should be a client secret of the form \${id}_secret_\${secret}.'));
      }
      var path = '/v1/' + kind + 's/' + clientSecret.split('_secret_')[0] + '?client_secret=' + encodeURIComponent(clientSecret);
      return fetch(ORIGIN + path, { headers: headers }).then(function (response) { return response.json(); }).then(function (body) {
        var result = {};
        if (body.error) result.error = body.error;
        else result[resultName(kind)] = body;
        return result;
      }, function () {
        return { error: { type: 'api_connection_error', message: 'The payment service could not be reached.' } };
      });
    }

    function createPaymentElement(group) {
      var id = 'payment-' + ++elementCount;
      var handlers = {};
      var frame = null;
      var destroyed = false;
      var ready = null;
      var markReady = null;
      var loadError = null;
      var replies = {};
      var requestCount = 0;

      function emit(type, event) {
        (handlers[type] || []).slice().forEach(function (handler) { handler(Object.assign({ elementType: 'payment' }, event)); });
      }

      window.addEventListener('message', function (event) {
        var data = event.data;
        if (!frame || event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
        if (!data || data.source !== 'stripe-fake' || data.elementId !== id) return;
        if (data.type === 'ready') { markReady(); emit('ready', {}); }
        else if (data.type === 'change') emit('change', data.payload);
        else if (data.type === 'focus' || data.type === 'blur') emit(data.type, {});
        else if (data.type === 'loaderror') {
          // Nothing can be confirmed in a frame that could not load: waiting calls get the error.
          loadError = data.error;
          markReady();
          emit('loaderror', { error: data.error });
        }
        else if (data.type === 'resize') frame.style.height = data.height + 'px';
        else if (data.type === 'reply' && replies[data.requestId]) {
          replies[data.requestId](data.payload);
          delete replies[data.requestId];
        }
      });

      var element = {
        mount: function (target) {
          if (destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
          if (frame) throw integrationError('This Element is already mounted. Use \`unmount()\` to unmount the Element before re-mounting.');
          var container = typeof target === 'string' ? document.querySelector(target) : target;
          if (!container || !container.appendChild) {
            throw integrationError('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mount().');
          }
          loadError = null;
          ready = new Promise(function (resolve) { markReady = resolve; });
          frame = document.createElement('iframe');
          frame.name = '__privateStripeFrame' + id;
          frame.title = 'Secure payment input frame';
          frame.setAttribute('allow', 'payment *');
          frame.setAttribute('scrolling', 'no');
          frame.style.border = '0';
          frame.style.width = '100%';
          frame.style.height = '0';
          frame.style.display = 'block';
          frame.style.overflow = 'hidden';
          var secrets = new URLSearchParams({
            key: publishableKey,
            clientSecret: group.clientSecret,
            parentOrigin: location.origin,
            id: id,
            appearance: JSON.stringify(group.appearance || {}),
          });
          frame.src = ORIGIN + '/elements/payment?locale=' + encodeURIComponent(group.locale) + '#' + secrets;
          container.appendChild(frame);
        },
        on: function (type, handler) { (handlers[type] = handlers[type] || []).push(handler); return element; },
        off: function (type, handler) {
          handlers[type] = (handlers[type] || []).filter(function (known) { return handler && known !== handler; });
          return element;
        },
        focus: function () { if (frame) send('focus', {}); },
        unmount: function () {
          if (frame) frame.remove();
          frame = null;
        },
        destroy: function () {
          element.unmount();
          destroyed = true;
          group.element = null;
        },
        /** Asks the frame and resolves with its reply, once it is ready. */
        request: function (method, type, payload) {
          if (!frame) return Promise.reject(integrationError('Invalid value for ' + method + ': elements should have a mounted Payment Element.'));
          return ready.then(function () {
            if (loadError) return { error: loadError };
            return new Promise(function (resolve) {
              var requestId = String(++requestCount);
              replies[requestId] = resolve;
              send(type, payload, requestId);
            });
          });
        },
      };
      function send(type, payload, requestId) {
        frame.contentWindow.postMessage({ source: 'stripe-fake', elementId: id, type: type, requestId: requestId, payload: payload }, ORIGIN);
      }
      return element;
    }

    function confirm(kind, method, options) {
      var given = options || {};
      var group = given.elements;
      if (!group || !group.isElementsGroup) {
        return Promise.reject(integrationError('Invalid value for ' + method + '(): elements should be an Elements group.'));
      }
      if (group.kind !== kind) {
        return Promise.reject(integrationError('Invalid value for ' + method + '(): the Elements group was created with the client secret of a ' + (group.kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent') + '.'));
      }
      var redirect = given.redirect || 'always';
      var params = given.confirmParams || {};
      if (redirect !== 'always' && redirect !== 'if_required') {
        return Promise.reject(integrationError('Invalid value for ' + method + '(): redirect should be one of the following strings: always, if_required.'));
      }
      if (redirect === 'always' && !params.return_url) {
        return Promise.reject(integrationError('stripe.' + method + "(): the \`confirmParams.return_url\` argument is required unless passing \`redirect: 'if_required'\`"));
      }
      if (!group.element) {
        return Promise.reject(integrationError('Invalid value for ' + method + '(): elements should have a mounted Payment Element.'));
      }
      return group.element.request(method + '()', 'confirm', {
        returnUrl: params.return_url,
        billingDetails: (params.payment_method_data || {}).billing_details,
        receiptEmail: params.receipt_email,
      }).then(function (reply) {
        if (reply.error) return { error: reply.error };
        var intent = reply.intent;
        var next = intent.next_action;
        // Redirect-based methods (FPX) always leave for the bank, whatever \`redirect\` says.
        if (intent.status === 'requires_action' && next && next.type === 'redirect_to_url') {
          window.location.assign(next.redirect_to_url.url);
          return never();
        }
        if (redirect === 'always') {
          var url = new URL(params.return_url, location.href);
          url.searchParams.set(kind, intent.id);
          url.searchParams.set(kind + '_client_secret', intent.client_secret);
          url.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'processing' ? intent.status : 'failed');
          window.location.assign(url.href);
          return never();
        }
        var result = {};
        result[resultName(kind)] = intent;
        return result;
      });
    }

    return {
      elements: function (elementsOptions) {
        var given = elementsOptions || {};
        var kind = kindOf(given.clientSecret);
        if (!kind) {
          throw integrationError('Invalid value for elements(): clientSecret should be a client secret of the form \${id}_secret_\${secret}. You specified: ' + given.clientSecret + '.');
        }
        var group = {
          isElementsGroup: true,
          kind: kind,
          clientSecret: given.clientSecret,
          appearance: given.appearance,
          locale: given.locale || stripeOptions.locale || 'auto',
          element: null,
          create: function (type) {
            if (type !== 'payment') throw integrationError('The Stripe fake offers the Payment Element only: create(\\'payment\\').');
            if (group.element) throw integrationError('Can only create one Element of type payment.');
            group.element = createPaymentElement(group);
            return group.element;
          },
          getElement: function (type) { return type === 'payment' ? group.element : null; },
          submit: function () {
            if (!group.element) return Promise.reject(integrationError('elements.submit(): there is no Payment Element to submit.'));
            return group.element.request('elements.submit()', 'submit', {});
          },
        };
        return group;
      },
      confirmPayment: function (options) { return confirm('payment_intent', 'confirmPayment', options); },
      confirmSetup: function (options) { return confirm('setup_intent', 'confirmSetup', options); },
      retrievePaymentIntent: function (clientSecret) { return retrieve('payment_intent', 'retrievePaymentIntent', clientSecret); },
      retrieveSetupIntent: function (clientSecret) { return retrieve('setup_intent', 'retrieveSetupIntent', clientSecret); },
    };
  }

  window.Stripe = Stripe;
})();
`;
}
