import type { FastifyReply } from 'fastify';
import { FRAME_ORIGINS } from '../../common/domain/embed-allow-list';
import { type Config, usesSecureCookies } from '../config';

type Directives = Record<string, string[]>;

/**
 * Where the checkout's payment fields come from (the gateways' own scripts and frames, so card data
 * never touches Kelas): Stripe.js and Stripe's frames, or the local stand-ins on loopback.
 */
function paymentOrigins(config: Config): string[] {
  if (config.PAYMENT_PROVIDERS === 'local') return ['http://127.0.0.1:*'];
  const stripe = [config.STRIPE_JS_URL, config.STRIPE_API_URL ?? 'https://api.stripe.com'].map(
    (url) => new URL(url).origin,
  );
  return [...new Set([...stripe, 'https://js.stripe.com', 'https://hooks.stripe.com'])];
}

/** The CSP's directives: the app's own scripts, styles, images and calls, and the frames of its allow-lists. */
function directivesOf(config: Config): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React sets style attributes; no inline <style> or <script> is served.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A page on an institution's domain posts the sign-in hand-off to the platform's (common/site.ts).
    'form-action': ["'self'", new URL(config.PUBLIC_URL).origin],
    'frame-ancestors': ["'self'"],
    // Video and embed blocks frame only the players and tools of their allow-lists.
    'frame-src': ["'self'", ...FRAME_ORIGINS],
    ...(usesSecureCookies(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const policyOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/**
 * What Google Tag Manager and the Google Analytics it loads need besides the app's own (Google's
 * "Use Google Tag Manager with a Content Security Policy": the container's script by its nonce,
 * gtm.js, Analytics' calls and pixels, and the frame of its <noscript> fallback).
 */
const TAG_MANAGER_SOURCES: Directives = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
  'frame-src': ['https://www.googletagmanager.com'],
};

/**
 * The CSP of an institution's own page that carries its Google Tag Manager container (spec §3
 * Portal googleTagManagerCode): the app's policy, and Tag Manager's sources with the page's own
 * script by `nonce`. Every other page keeps the app's policy, which allows none of them.
 */
export function tagManagerPagePolicy(config: Config): (nonce: string) => string {
  const tagged = Object.fromEntries(
    Object.entries(directivesOf(config)).map(([name, sources]) => [
      name,
      [...sources, ...(TAG_MANAGER_SOURCES[name] ?? [])],
    ]),
  );
  return (nonce) =>
    policyOf({ ...tagged, 'script-src': [...(tagged['script-src'] ?? []), `'nonce-${nonce}'`] });
}

/**
 * The CSP of the payment screens (/payment/…, entered by a full page load so that their document
 * carries it): the app's policy and the gateways' scripts, frames and calls. Every other page
 * keeps the app's policy, which allows none of them.
 */
export function paymentPagePolicy(config: Config): string {
  const payments = paymentOrigins(config);
  const directives = directivesOf(config);
  for (const name of ['script-src', 'frame-src', 'connect-src']) {
    directives[name] = [...(directives[name] ?? []), ...payments];
  }
  return policyOf(directives);
}

/**
 * Every reply's security headers, the same on every route. Helmet's defaults (those Kelas kept:
 * no cross-origin-embedder-policy) plus the CSP, and HSTS when `PUBLIC_URL` is https.
 */
export function securityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': policyOf(directivesOf(config)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(usesSecureCookies(config)
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * What sets the security headers on a reply, run on every request (server/http/request-checks.ts).
 * They are built once here: building them per request (as @fastify/helmet did, CSP parsing
 * included) cost about 4.5% of a signed-in read's CPU.
 */
export function securityHeaderWriter(config: Config): (reply: FastifyReply) => void {
  const headers = Object.entries(securityHeaders(config));
  // On the raw response, as helmet did, so a reply written past Fastify carries them too.
  return (reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
}
