import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { setUpTestApp } from '../test/set-up-test-app';

// The headers the policy owns. The snapshots below were recorded from the @fastify/helmet setup the
// precomputed set replaced: any difference in name, value or route is a change of policy.
const POLICY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];

// A built web app of its own (a clean checkout runs these tests before any build): the page, a
// hashed asset and the favicon, which is all the requests below read.
const webRoot = mkdtempSync(join(tmpdir(), 'kelas-headers-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<html><head><title>%BRAND_NAME%</title></head></html>');
const asset = 'index-AbC123.js';
writeFileSync(join(webRoot, 'assets', asset), 'console.log(1)');
writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const REQUESTS: Record<string, InjectOptions> = {
  screen: { method: 'GET', url: '/courses/' },
  notFound: { method: 'GET', url: '/no-such-screen/' },
  asset: { method: 'GET', url: `/assets/${asset}` },
  favicon: { method: 'GET', url: '/favicon.svg' },
  json: { method: 'GET', url: '/json/user/read/getLoggedInUserData/me' },
  jsonUnknown: { method: 'GET', url: '/json/no-such-resource/read/nothing/1' },
  jsonError: { method: 'POST', url: '/json/auth/', payload: { user: 1 } },
  api: { method: 'GET', url: '/api/no-such-call/' },
  media: { method: 'GET', url: '/media/avatars/no-such-key.png' },
  courseMedia: { method: 'GET', url: '/media/courses/no-such-key.png' },
  rendering: { method: 'GET', url: '/rendering/ssrtest/?food=potato' },
  renderingNotFound: { method: 'GET', url: '/rendering/nothing/' },
  head: { method: 'HEAD', url: '/courses/' },
};

/** Each distinct set of policy headers the requests got, with the routes (and statuses) that got it. */
async function policyByRoute(app: ReturnType<typeof setUpTestApp>) {
  const seen: { headers: Record<string, unknown>; routes: string[] }[] = [];
  for (const [route, request] of Object.entries(REQUESTS)) {
    const reply = await app.app.inject(request);
    const headers = Object.fromEntries(
      POLICY_HEADERS.filter((n) => n in reply.headers).map((n) => [n, reply.headers[n]]),
    );
    const label = `${route} ${reply.statusCode}`;
    const same = seen.find((s) => JSON.stringify(s.headers) === JSON.stringify(headers));
    if (same) same.routes.push(label);
    else seen.push({ headers, routes: [label] });
  }
  return seen;
}

describe('security headers over http', () => {
  const testApp = setUpTestApp({ webRoot });
  it('are the recorded policy on every kind of route', async () => {
    expect(await policyByRoute(testApp)).toMatchInlineSnapshot(`
      [
        {
          "headers": {
            "content-security-policy": "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self' http://localhost:3000;frame-ancestors 'self';frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://docs.google.com https://h5p.org https://www.geogebra.org https://phet.colorado.edu https://padlet.com https://www.canva.com https://app.diagrams.net https://codepen.io https://scratch.mit.edu",
            "cross-origin-opener-policy": "same-origin",
            "cross-origin-resource-policy": "same-origin",
            "origin-agent-cluster": "?1",
            "referrer-policy": "no-referrer",
            "x-content-type-options": "nosniff",
            "x-dns-prefetch-control": "off",
            "x-download-options": "noopen",
            "x-frame-options": "SAMEORIGIN",
            "x-permitted-cross-domain-policies": "none",
            "x-xss-protection": "0",
          },
          "routes": [
            "screen 200",
            "notFound 404",
            "asset 200",
            "favicon 200",
            "json 401",
            "jsonUnknown 404",
            "jsonError 403",
            "api 404",
            "media 404",
            "courseMedia 404",
            "rendering 200",
            "renderingNotFound 404",
            "head 200",
          ],
        },
      ]
    `);
  });
});

describe('security headers over https', () => {
  const testApp = setUpTestApp({ webRoot, config: readConfig({ PUBLIC_URL: 'https://kelas.example' }) });
  it('add HSTS and upgrade-insecure-requests', async () => {
    expect(await policyByRoute(testApp)).toMatchInlineSnapshot(`
      [
        {
          "headers": {
            "content-security-policy": "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self' https://kelas.example;frame-ancestors 'self';frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://docs.google.com https://h5p.org https://www.geogebra.org https://phet.colorado.edu https://padlet.com https://www.canva.com https://app.diagrams.net https://codepen.io https://scratch.mit.edu;upgrade-insecure-requests",
            "cross-origin-opener-policy": "same-origin",
            "cross-origin-resource-policy": "same-origin",
            "origin-agent-cluster": "?1",
            "referrer-policy": "no-referrer",
            "strict-transport-security": "max-age=31536000; includeSubDomains",
            "x-content-type-options": "nosniff",
            "x-dns-prefetch-control": "off",
            "x-download-options": "noopen",
            "x-frame-options": "SAMEORIGIN",
            "x-permitted-cross-domain-policies": "none",
            "x-xss-protection": "0",
          },
          "routes": [
            "screen 200",
            "notFound 404",
            "asset 200",
            "favicon 200",
            "json 401",
            "jsonUnknown 404",
            "jsonError 403",
            "api 404",
            "media 404",
            "courseMedia 404",
            "rendering 200",
            "renderingNotFound 404",
            "head 200",
          ],
        },
      ]
    `);
  });
});

describe('the payment screens’ policy', () => {
  const testApp = setUpTestApp({
    webRoot,
    config: readConfig({
      PUBLIC_URL: 'https://kelas.example',
      PAYMENT_PROVIDERS: 'remote',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }),
  });
  const cspOf = async (url: string) =>
    String((await testApp.app.inject({ method: 'GET', url })).headers['content-security-policy']);
  const sources = (csp: string, name: string) =>
    (new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1] ?? '').split(' ');

  it('lets Stripe.js and its frames into the payment screens alone', async () => {
    for (const url of ['/payment/checkout/0b0e1a52-8f7e-4a43-9d0b-1b1b1b1b1b1b/', '/payment/thankyou/']) {
      const csp = await cspOf(url);
      expect(sources(csp, 'script-src'), url).toContain('https://js.stripe.com');
      expect(sources(csp, 'frame-src'), url).toContain('https://js.stripe.com');
      expect(sources(csp, 'connect-src'), url).toContain('https://api.stripe.com');
    }
    const elsewhere = await cspOf('/courses/');
    expect(elsewhere).not.toContain('stripe.com');
  });
});
