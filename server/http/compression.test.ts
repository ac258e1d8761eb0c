import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { method, resource } from '../rpc/method';
import { anyone } from '../rpc/policy';
import { setUpTestApp } from '../test/set-up-test-app';
import { MIN_BYTES, preferredEncoding } from './compression';

// A built web app as web/served-build.ts leaves it: an asset with its .br and .gz copies, a page
// big enough to be compressed, and no source map.
const webRoot = mkdtempSync(join(tmpdir(), 'kelas-compressed-'));
mkdirSync(join(webRoot, 'assets'));
const ASSET = '/assets/index-AbC123.js';
writeFileSync(join(webRoot, ASSET), 'identity');
writeFileSync(join(webRoot, `${ASSET}.br`), 'brotli');
writeFileSync(join(webRoot, `${ASSET}.gz`), 'gzip');
writeFileSync(
  join(webRoot, 'index.html'),
  `<!doctype html><html lang="en"><head><title>%BRAND_NAME%</title></head><body>${'<p>Kelas</p>'.repeat(300)}</body></html>`,
);

// /json replies of `size` characters of text.
const sized = resource('sized', {
  lookup: {
    text: method({
      input: z.object({ size: z.coerce.number().int() }),
      allow: anyone,
      run: async (_db, _ctx, _loaded, input) => ({ text: 'x'.repeat(input.size) }),
    }),
  },
});

const testApp = setUpTestApp({ webRoot }, { resources: [sized], endpoints: [] });
const get = (url: string, encoding?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('built assets', () => {
  it('go out as brotli, gzip or identity by Accept-Encoding, varying on it, cached for a year', async () => {
    for (const [accepted, body, encoding] of [
      ['gzip, deflate, br', 'brotli', 'br'],
      ['gzip', 'gzip', 'gzip'],
      [undefined, 'identity', undefined],
      ['br;q=0, gzip;q=0', 'identity', undefined],
    ] as const) {
      const reply = await get(ASSET, accepted);
      expect(reply.statusCode).toBe(200);
      expect(reply.body, String(accepted)).toBe(body);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('have no source map to serve', async () => {
    expect((await get(`${ASSET}.map`, 'br')).statusCode).toBe(404);
  });
});

describe('pages and /json replies', () => {
  it('are compressed from MIN_BYTES, with the encoding the request prefers', async () => {
    const page = await get('/courses/', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<p>Kelas</p>');

    const large = await get(`/json/sized/lookup/text?size=${MIN_BYTES}`, 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).result.text).toHaveLength(MIN_BYTES);

    const uncompressed = await get(`/json/sized/lookup/text?size=${MIN_BYTES}`);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.json().result.text).toHaveLength(MIN_BYTES);
  });

  it('go out as they are below MIN_BYTES', async () => {
    const small = await get('/json/sized/lookup/text?size=100', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().result.text).toHaveLength(100);
  });

  it('follow Accept-Encoding qualities', () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
