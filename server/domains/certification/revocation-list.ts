import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, rowsOf } from '../../db/client';
import { issuerDid, REVOCATION_LIST_PATH } from './issuer-addresses';
import { credentialDateTime } from './vc-jwt';

/** The fewest entries a Bitstring Status List has (16 KB), so that one entry hides among many. */
const STATUS_LIST_MIN_BITS = 131_072;
/** How long a verifier may keep the list, in seconds (its `ttl` and the reply's cache-control agree). */
export const STATUS_LIST_MAX_AGE = 60;

/**
 * The revocation bitstring of every certificate, in one query: bit N set when the certificate whose
 * `status_index` is N is revoked, the first index the left-most bit of the first byte; GZIP-compressed
 * and multibase-encoded as base64url without padding (prefix `u`), per Bitstring Status List v1.0.
 * At least 131,072 bits, more when the indexes have grown past them.
 */
export async function revocationBitstring(db: Db): Promise<string> {
  const [row] = rowsOf<{ lastIndex: number; revoked: number[] }>(
    await db.execute(sql`
      SELECT coalesce(max(status_index), 0)::int AS "lastIndex",
        coalesce(array_agg(status_index) FILTER (WHERE revoked_at IS NOT NULL), '{}')::int[] AS revoked
      FROM certificates`),
  );
  const bits = Buffer.alloc(Math.ceil(Math.max(STATUS_LIST_MIN_BITS, row!.lastIndex + 1) / 8));
  for (const index of row!.revoked) bits[index >> 3]! |= 0x80 >> (index & 7);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** The revocation list as a BitstringStatusListCredential (unsigned), valid from `now`. */
export function revocationListCredential(config: Pick<Config, 'PUBLIC_URL'>, encodedList: string, now: Date) {
  const id = `${config.PUBLIC_URL}${REVOCATION_LIST_PATH}`;
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerDid(config.PUBLIC_URL),
    validFrom: credentialDateTime(now),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
      ttl: STATUS_LIST_MAX_AGE * 1000,
    },
  };
}
