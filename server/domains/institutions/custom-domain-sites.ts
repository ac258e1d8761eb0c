import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { Site, SiteDirectory } from '../../http/sites';

/**
 * How long this process trusts what it read of the live domains and the tag containers. A change
 * made here is seen at once (`forgetSites`); one made by another web process within this time.
 */
const SITES_TTL_MS = 30_000;

let cached: {
  sites: Site[];
  byDomain: Map<string, Site>;
  byInstitution: Map<string, Site>;
  /** Institution path → its Google Tag Manager container. */
  tagManagers: Map<string, string>;
  until: number;
} | null = null;

/** Read the live domains again on the next request (a domain or a tag container changed). */
export function forgetSites(): void {
  cached = null;
}

/** Every verified domain of an active institution (one query; sites are few, so all are kept). */
export async function readLiveSites(db: Db): Promise<Site[]> {
  return rowsOf<Site>(
    await db.execute(sql`
      SELECT d.domain, d.prefix, i.path AS "institutionPath"
      FROM institution_domains d JOIN institutions i ON i.id = d.institution_id
      WHERE d.verified_at IS NOT NULL AND i.status = 'active'
      ORDER BY d.domain`),
  );
}

/** Every active institution's Google Tag Manager container (few have one, so all are kept). */
async function readTagManagers(db: Db): Promise<Array<[string, string]>> {
  const rows = rowsOf<{ path: string; code: string }>(
    await db.execute(sql`
      SELECT i.path, p.google_tag_manager_code #>> '{}' AS code
      FROM portals p JOIN institutions i ON i.id = p.institution_id
      WHERE i.status = 'active' AND coalesce(p.google_tag_manager_code #>> '{}', '') <> ''`),
  );
  return rows.map((row) => [row.path, row.code]);
}

async function liveSites(db: Db) {
  if (cached && cached.until > Date.now()) return cached;
  const [sites, tagManagers] = await Promise.all([readLiveSites(db), readTagManagers(db)]);
  cached = {
    tagManagers: new Map(tagManagers),
    sites,
    byDomain: new Map(sites.map((site) => [site.domain, site])),
    byInstitution: new Map(sites.map((site) => [site.institutionPath, site])),
    until: Date.now() + SITES_TTL_MS,
  };
  return cached;
}

/** The live domains as the web server asks of them (server/http/sites.ts). */
export function siteDirectory(db: Db): SiteDirectory {
  return {
    byHost: async (host) => (await liveSites(db)).byDomain.get(host.toLowerCase()) ?? null,
    byInstitution: async (path) => (await liveSites(db)).byInstitution.get(path) ?? null,
    tagManagerOf: async (path) => (await liveSites(db)).tagManagers.get(path) ?? null,
  };
}
