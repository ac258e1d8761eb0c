/** Small HTTP helpers of the Braintree fake: reading bodies and answering XML, JSON and pages. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { type XmlNode, xmlDocument } from './xml';

/** Request bodies of the fake's clients are small; anything bigger is a mistake. */
const MAX_BODY_BYTES = 1024 * 1024;

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

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(request);
  if (body.trim() === '') return {};
  const parsed: unknown = JSON.parse(body);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** An XML answer, gzipped when the client accepts it, as the gateway answers the SDK. */
export function sendXml(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  root: string,
  node: XmlNode,
): void {
  const body = Buffer.from(xmlDocument(root, node));
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    'content-type': 'application/xml; charset=utf-8',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(gzip ? gzipSync(body) : body);
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(value));
}

export function sendText(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, {
    'content-type': `${contentType}; charset=utf-8`,
    'cache-control': 'no-store',
  });
  response.end(body);
}

export function sendEmpty(response: ServerResponse, status: number): void {
  response.writeHead(status);
  response.end();
}
