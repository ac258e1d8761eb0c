import { Resolver } from 'node:dns/promises';
import type { DomainCheckFailure } from '../../../common/api/custom-domain';

/** How long one DNS question may take, and how often it is asked, before the check gives up. */
const DNS_TIMEOUT_MS = 3000;
const DNS_TRIES = 2;

// The resolver's answers that mean "no such record" rather than "DNS did not answer".
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * Whether `name` holds a TXT record whose text is `expected` (a record split into strings is read
 * joined): null when it does, else why not. Asked of `servers` (`ip` or `ip:port`) when given,
 * else of the system's resolvers.
 */
export async function checkVerificationRecord(
  name: string,
  expected: string,
  servers: readonly string[] | undefined,
): Promise<DomainCheckFailure | null> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
  if (servers && servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    if (records.length === 0) return 'noRecord';
    return records.some((chunks) => chunks.join('').trim() === expected) ? null : 'wrongValue';
  } catch (error) {
    return NO_RECORD_CODES.has((error as { code?: string }).code ?? '') ? 'noRecord' : 'lookupFailed';
  }
}
