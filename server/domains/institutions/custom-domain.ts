import { sql } from 'drizzle-orm';
import {
  CUSTOM_DOMAIN_REASONS,
  type CustomDomain,
  type DomainCheckFailure,
  VERIFICATION_RECORD_LABEL,
  VERIFICATION_VALUE_PREFIX,
} from '../../../common/api/custom-domain';
import type { Config } from '../../config';
import { type Db, rowsOf } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { isoSql } from '../../db/iso-sql';
import { siteAddress } from '../../http/sites';
import { AppError } from '../../rpc/app-error';
import { randomToken } from '../../security/keys';
import type { RateLimit } from '../../security/rate-limit';
import { forgetSites } from './custom-domain-sites';
import { checkVerificationRecord } from './domain-check';
import type { LoadedInstitution } from './institution-record';

/** DNS checks of one institution's domain an hour. */
export const DOMAIN_CHECKS_PER_INSTITUTION: RateLimit = {
  name: 'domain-check',
  max: 20,
  windowSeconds: 3600,
};

/** An institution's domain as stored, with its dates as ISO text. */
interface DomainRow {
  domain: string;
  prefix: string | null;
  verificationToken: string;
  verifiedAt: string | null;
  checkedAt: string | null;
  checkFailure: DomainCheckFailure | null;
}

/** The platform's own host (PUBLIC_URL's), which no institution may claim, nor a name under it. */
export const platformHost = (config: Pick<Config, 'PUBLIC_URL'>) => new URL(config.PUBLIC_URL).hostname;

/** The institution's domain as stored, or undefined (one query). */
export async function readDomainRow(db: Db, institutionId: string): Promise<DomainRow | undefined> {
  const [row] = rowsOf<DomainRow>(
    await db.execute(sql`
      SELECT domain, prefix, verification_token AS "verificationToken",
        ${isoSql(sql`verified_at`)} AS "verifiedAt", ${isoSql(sql`checked_at`)} AS "checkedAt",
        check_failure AS "checkFailure"
      FROM institution_domains WHERE institution_id = ${institutionId}::uuid`),
  );
  return row;
}

/** What the team reads of its domain: where it stands and the steps of its set-up. */
export function customDomainOf(config: Pick<Config, 'PUBLIC_URL'>, row: DomainRow): CustomDomain {
  return {
    domain: row.domain,
    prefix: row.prefix,
    status: row.verifiedAt ? 'verified' : 'pending',
    verification: {
      name: `${VERIFICATION_RECORD_LABEL}.${row.domain}`,
      value: `${VERIFICATION_VALUE_PREFIX}${row.verificationToken}`,
    },
    target: platformHost(config),
    portalUrl: siteAddress(config.PUBLIC_URL, row),
    verifiedAt: row.verifiedAt,
    checkedAt: row.checkedAt,
    checkFailure: row.checkFailure,
  };
}

/** The institution's domain, or null when it has none. */
export async function readCustomDomain(
  db: Db,
  config: Config,
  institution: LoadedInstitution,
): Promise<CustomDomain | null> {
  const row = await readDomainRow(db, institution.id);
  return row ? customDomainOf(config, row) : null;
}

/**
 * Name the institution's domain and prefix. A new domain (or another) waits for its check again,
 * under a new verification value; a changed prefix alone keeps it live. A domain another
 * institution holds is refused by its unique key, so of two teams racing for one, one gets it.
 */
export async function setCustomDomain(
  db: Db,
  config: Config,
  institution: LoadedInstitution,
  input: { domain: string; prefix: string | null },
): Promise<CustomDomain> {
  const platform = platformHost(config);
  if (input.domain === platform || input.domain.endsWith(`.${platform}`)) {
    throw new AppError('invalid_input', CUSTOM_DOMAIN_REASONS.platform, {
      domain: CUSTOM_DOMAIN_REASONS.platform,
    });
  }
  const [saved] = rowsOf<{ institutionId: string }>(
    await db
      .execute(sql`
      INSERT INTO institution_domains (institution_id, domain, prefix, verification_token)
      VALUES (${institution.id}::uuid, ${input.domain}, ${input.prefix}, ${randomToken(24)})
      ON CONFLICT (institution_id) DO UPDATE SET
        prefix = EXCLUDED.prefix,
        domain = EXCLUDED.domain,
        verification_token = CASE WHEN institution_domains.domain = EXCLUDED.domain
          THEN institution_domains.verification_token ELSE EXCLUDED.verification_token END,
        verified_at = CASE WHEN institution_domains.domain = EXCLUDED.domain
          THEN institution_domains.verified_at END,
        checked_at = CASE WHEN institution_domains.domain = EXCLUDED.domain
          THEN institution_domains.checked_at END,
        check_failure = CASE WHEN institution_domains.domain = EXCLUDED.domain
          THEN institution_domains.check_failure END
      RETURNING institution_id AS "institutionId"`)
      .catch(takenOnUniqueViolation),
  );
  if (!saved) throw takenDomain();
  forgetSites();
  return (await readCustomDomain(db, config, institution))!;
}

const takenDomain = () =>
  new AppError('conflict', CUSTOM_DOMAIN_REASONS.taken, { domain: CUSTOM_DOMAIN_REASONS.taken });

/** Another institution's domain (its unique key, whoever wrote first) is "taken", not a 500. */
function takenOnUniqueViolation(error: unknown): never {
  throw violatedUniqueConstraint(error) === null ? error : takenDomain();
}

/**
 * Look for the domain's TXT record now (node's resolver, DNS_SERVERS when set) and keep what was
 * found: a domain whose record holds the value goes live; one checked while live that has lost it
 * stays live (a DNS hiccup must not take a portal down) but the failure is kept for the team to see.
 */
export async function verifyCustomDomain(
  db: Db,
  config: Config,
  institution: LoadedInstitution,
): Promise<CustomDomain> {
  const row = await readDomainRow(db, institution.id);
  if (!row) throw new AppError('not_found', CUSTOM_DOMAIN_REASONS.none);
  const failure = await checkVerificationRecord(
    `${VERIFICATION_RECORD_LABEL}.${row.domain}`,
    `${VERIFICATION_VALUE_PREFIX}${row.verificationToken}`,
    config.DNS_SERVERS,
  );
  await db.execute(sql`
    UPDATE institution_domains SET checked_at = now(), check_failure = ${failure},
      verified_at = CASE WHEN ${failure}::text IS NULL THEN coalesce(verified_at, now()) ELSE verified_at END
    WHERE institution_id = ${institution.id}::uuid AND domain = ${row.domain}`);
  forgetSites();
  return (await readCustomDomain(db, config, institution))!;
}

/** Take the institution's domain away: its portal is on the platform's domain alone again. */
export async function removeCustomDomain(db: Db, institution: LoadedInstitution): Promise<null> {
  await db.execute(sql`DELETE FROM institution_domains WHERE institution_id = ${institution.id}::uuid`);
  forgetSites();
  return null;
}
