import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Built assets go out precompressed (web/served-build.ts, @fastify/static's preCompressed); the
// HTML pages and /json replies are made per request, so they are compressed here as they leave.
// Below MIN_BYTES compressing costs more time than the bytes it saves (docs/performance.md).
export const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:text\/html|application\/json)\b/;
// Fast settings: per request, brotli 4 is quicker than gzip 6 and still smaller.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding the request's Accept-Encoding prefers among br and gzip (br on a tie), or none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const of = (name: Encoding) => quality.get(name) ?? quality.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((name) => of(name) > 0).sort((a, b) => of(b) - of(a));
  return best ?? null;
}

/** Adds `Accept-Encoding` to the reply's Vary header, keeping what is there. */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  if (value.split(',').some((name) => ['*', 'accept-encoding'].includes(name.trim().toLowerCase()))) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/** Compress HTML and JSON replies of MIN_BYTES or more with the encoding the request accepts. */
export function registerCompression(app: FastifyInstance): void {
  // A callback, not an async hook: every reply passes here, most of them small, and a promise per
  // reply costs; only a reply that is compressed waits for zlib.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    if (Buffer.byteLength(payload) < MIN_BYTES) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const compressed =
      encoding === 'br'
        ? compressBrotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : compressGzip(payload, { level: GZIP_LEVEL });
    compressed.then((body) => done(null, body), done);
  });
}
