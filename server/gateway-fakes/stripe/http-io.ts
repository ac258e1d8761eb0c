// Reading requests and writing answers on Node's http server, shared by the API, the pages and
// the control endpoints.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Stripe refuses bodies far smaller than this; the fake only needs a bound. */
const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache, no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

export const sendJson = (
  response: ServerResponse,
  status: number,
  value: unknown,
  headers?: Record<string, string>,
) => send(response, status, 'application/json', JSON.stringify(value, null, 2), headers);
