/**
 * Serves the Drop-in stand-in at Braintree's paths under /web/dropin/1.43.0/: the merchant page's
 * script (js/dropin.min.js), the iframe's page (html/dropin-frame.html) and its script.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { sendText } from '../http';
import { FRAME_TITLES } from '../strings';
import { framePage } from './frame-page';

export const DROPIN_VERSION = '1.43.0';
const BASE = `/web/dropin/${DROPIN_VERSION}`;

const dropinScript = readFileSync(new URL('./dropin.js', import.meta.url), 'utf8').replace(
  '__FRAME_TITLES__',
  JSON.stringify(FRAME_TITLES),
);
const frameScript = readFileSync(new URL('./frame.js', import.meta.url), 'utf8');

/** Answers a Drop-in asset request, or returns false when `path` is not one. */
export function serveDropinAsset(response: ServerResponse, path: string, query: URLSearchParams): boolean {
  if (path === `${BASE}/js/dropin.min.js` || path === `${BASE}/js/dropin.js`) {
    // Loaded by the merchant's page, which may require cross-origin resources to opt in.
    response.setHeader('cross-origin-resource-policy', 'cross-origin');
    sendText(response, 200, 'text/javascript', dropinScript);
    return true;
  }
  if (path === `${BASE}/js/dropin-frame.js`) {
    sendText(response, 200, 'text/javascript', frameScript);
    return true;
  }
  if (path === `${BASE}/html/dropin-frame.html`) {
    // Meant to be framed by any merchant page; it only ever talks to the origin it is given.
    response.setHeader(
      'content-security-policy',
      "frame-ancestors *; default-src 'self'; style-src 'unsafe-inline'",
    );
    sendText(
      response,
      200,
      'text/html',
      framePage({ locale: query.get('locale'), scriptUrl: `${BASE}/js/dropin-frame.js` }),
    );
    return true;
  }
  return false;
}
