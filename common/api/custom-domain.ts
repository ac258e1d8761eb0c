import { z } from 'zod';
import { institutionReasonText } from '../institution-reasons';
import { contract } from './contract';
import { INSTITUTION_REGIONS, InstitutionPath } from './institution';

/**
 * An institution's own domain for its portal (spec §1 "an optional custom domain and an optional
 * path prefix", §3 Institution `domain`, §7 `getCustomDomains`, `getRegion`): the team names a
 * host such as `learn.example.edu` and, when the domain serves other things too, the prefix its
 * portal sits under there. It goes live once its DNS holds the TXT record the platform asks for.
 */

/** The TXT record's name is this label before the domain; its value starts with VERIFICATION_VALUE_PREFIX. */
export const VERIFICATION_RECORD_LABEL = '_kelas-verify';
export const VERIFICATION_VALUE_PREFIX = 'kelas-verification=';

/** Why the last check did not verify the domain: no TXT record there, none with the value, DNS did not answer. */
export const DOMAIN_CHECK_FAILURES = ['noRecord', 'wrongValue', 'lookupFailed'] as const;
export type DomainCheckFailure = (typeof DOMAIN_CHECK_FAILURES)[number];

export const CUSTOM_DOMAIN_REASONS = {
  domain: institutionReasonText('institution.customDomain'),
  taken: institutionReasonText('institution.customDomainTaken'),
  platform: institutionReasonText('institution.customDomainPlatform'),
  prefix: institutionReasonText('institution.domainPrefix'),
  none: institutionReasonText('institution.noCustomDomain'),
};

/**
 * A host name as people paste it: trimmed and lowercased, a scheme, a path and a final dot left
 * out; then two or more labels of letters, digits and inner hyphens, the last one letters.
 */
export const DomainName = z
  .string({ error: CUSTOM_DOMAIN_REASONS.domain })
  .trim()
  .toLowerCase()
  .transform((text) =>
    text
      .replace(/^https?:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/\.$/, ''),
  )
  .pipe(
    z
      .string()
      .max(253, { error: CUSTOM_DOMAIN_REASONS.domain })
      .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
        error: CUSTOM_DOMAIN_REASONS.domain,
      }),
  );

/** The path prefix on the domain: as an institution's address is written; empty for the domain's root. */
const Prefix = z
  .string({ error: CUSTOM_DOMAIN_REASONS.prefix })
  .trim()
  .toLowerCase()
  .transform((text) => text.replace(/^\/+|\/+$/g, ''))
  .refine((prefix: string) => prefix === '' || InstitutionPath.safeParse(prefix).success, {
    error: CUSTOM_DOMAIN_REASONS.prefix,
  })
  .transform((prefix: string) => (prefix === '' ? null : prefix));

/** `update institute setCustomDomain/{path}`: the domain and its prefix (a new domain waits for its check again). */
export const SetCustomDomainInput = z.object({
  domain: DomainName,
  prefix: Prefix.optional().transform((prefix) => prefix ?? null),
});
export type SetCustomDomainInput = z.input<typeof SetCustomDomainInput>;

/** What the team reads of its domain: the steps of its set-up and where it stands. */
export const CustomDomain = z.object({
  domain: z.string(),
  prefix: z.string().nullable(),
  /** `pending` until the TXT record is found, then `verified` (live). */
  status: z.enum(['pending', 'verified']),
  /** The TXT record to add at the domain's DNS. */
  verification: z.object({ name: z.string(), value: z.string() }),
  /** The platform's host, where the domain's CNAME record (or its proxy) sends requests. */
  target: z.string(),
  /** The portal's address on the domain. */
  portalUrl: z.string(),
  verifiedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkFailure: z.enum(DOMAIN_CHECK_FAILURES).nullable(),
});
export type CustomDomain = z.infer<typeof CustomDomain>;

/**
 * `lookup institute getCustomDomains` (spec §7): the live domains, `domain_as_key` naming each
 * one's institution by path and `domain_prefix` its prefix (null at the root); `recaptcha_site`
 * maps an institution's path to its reCAPTCHA site key, for the institutions that have one.
 */
export const CustomDomains = z.object({
  domain_as_key: z.record(z.string(), z.string()),
  domain_prefix: z.record(z.string(), z.string().nullable()),
  recaptcha_site: z.record(z.string(), z.string()),
});
export type CustomDomains = z.infer<typeof CustomDomains>;

export const customDomainCalls = {
  get: contract('institute', 'read', 'getCustomDomain', {
    input: z.object({}),
    output: CustomDomain.nullable(),
  }),
  set: contract('institute', 'update', 'setCustomDomain', {
    input: SetCustomDomainInput,
    output: CustomDomain,
  }),
  verify: contract('institute', 'update', 'verifyCustomDomain', {
    input: z.object({}),
    output: CustomDomain,
  }),
  remove: contract('institute', 'update', 'removeCustomDomain', {
    input: z.object({}),
    output: CustomDomain.nullable(),
  }),
  getCustomDomains: contract('institute', 'lookup', 'getCustomDomains', {
    input: z.object({}),
    output: CustomDomains,
  }),
  /** Spec §7 getRegion: where an institution's data is kept (`institution`: its path), else the platform's default. */
  getRegion: contract('institute', 'lookup', 'getRegion', {
    input: z.object({ institution: z.string().trim().max(100).optional() }),
    output: z.object({ region: z.enum(INSTITUTION_REGIONS) }),
  }),
};
