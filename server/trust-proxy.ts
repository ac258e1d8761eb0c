import { isIP } from 'node:net';
import { z } from 'zod';

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which peers may set the client address through X-Forwarded-For: none (`false`), the nearest
 * `n` hops, or the proxies' addresses and CIDR ranges. Never "anyone": a client could then write
 * any address into the header and slip past every per-address rate limit.
 */
export type TrustProxy = false | number | string[];

const MESSAGE =
  'TRUST_PROXY must be 0 (no proxy), the number of proxies in front of the server (1 to 10), or a ' +
  'comma-separated list of the proxies’ addresses or CIDR ranges (e.g. 10.0.0.5,172.16.0.0/12 or loopback)';

/** TRUST_PROXY as the environment gives it, parsed into Fastify's `trustProxy`. */
export const TrustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim();
  if (text === '0' || text === 'false' || text === 'no') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  ctx.addIssue({ code: 'custom', message: MESSAGE });
  return z.NEVER;
});

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The setting as Fastify's `trustProxy` takes it. Its types have no hop count, so a count becomes
 * the function proxy-addr makes of one: trust the `hops` nearest addresses.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
