/** Small HTTP helpers of the MOLPay fake: form bodies in (Razer takes x-www-form-urlencoded), pages, text and JSON out. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 256 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A request's fields: the query string, then the form body, which wins when both name a field (as
 * PHP's $_REQUEST does on Razer's side).
 */
export async function readFields(
  request: IncomingMessage,
  query: URLSearchParams,
): Promise<Record<string, string>> {
  const fields = Object.fromEntries(query);
  if (request.method === 'POST')
    Object.assign(fields, Object.fromEntries(new URLSearchParams(await readBody(request))));
  return fields;
}

export function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, {
    'content-type': `${contentType}; charset=utf-8`,
    'cache-control': 'no-store',
  });
  response.end(body);
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, 'application/json', JSON.stringify(value));
}

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
