/**
 * For the MOLPay fake's tests: a merchant's server on loopback that records what Razer posts to it
 * (callbacks, notifications, refund notices) and answers as told, and a buyer's trip through the
 * hosted page over plain HTTP (the page's forms read from its HTML).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Post {
  readonly path: string;
  readonly fields: Record<string, string>;
}

export interface TestMerchant {
  readonly url: string;
  readonly posts: Post[];
  /** What the merchant answers; Razer's callback acknowledgement by default. */
  answer: string;
  close(): Promise<void>;
}

export async function startTestMerchant(): Promise<TestMerchant> {
  const merchant: Omit<TestMerchant, 'url' | 'close'> = { posts: [], answer: 'CBTOKEN:MPSTATOK' };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      merchant.posts.push({ path: request.url ?? '', fields: Object.fromEntries(new URLSearchParams(body)) });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(merchant.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(merchant, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function decodeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The hidden inputs of a page's form, by name. */
export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      decodeHtml(match[1]!),
      decodeHtml(match[2]!),
    ]),
  );
}

/** The action of a page's (first) form. */
export function formAction(html: string): string {
  return decodeHtml(/<form[^>]* action="([^"]+)"/.exec(html)?.[1] ?? '');
}

/** Sends `fields` as a browser's form POST to `url` and reads the page that comes back. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: response.status, html: await response.text() };
}
