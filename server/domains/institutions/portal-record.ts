import { sql } from 'drizzle-orm';
import type { InstitutionRole, InstitutionStatus } from '../../../common/api/institution';
import {
  EMPTY_PORTAL_CONTENT,
  type PortalContent,
  type PortalSettings,
  type PortalViewAccess,
} from '../../../common/api/portal';
import { type Db, rowsOf } from '../../db/client';
import { institutionLogoUrl } from './institution-logo';

/** A portal as its methods load it: its institution's facts, the caller's place in it, and its content. */
export interface LoadedPortal extends PortalContent {
  id: string;
  path: string;
  name: string;
  status: InstitutionStatus;
  colours: { primary: string; accent: string };
  logoKey: string | null;
  viewAccess: PortalViewAccess;
  featured: boolean;
  homeFeatured: boolean;
  portfolioAllowed: boolean;
  /** The caller's role in its team (null for none, or a visitor). */
  myRole: InstitutionRole | null;
  /** Whether the caller is one of its members (learner or educator). */
  isMember: boolean;
}

/** The parts of a portal's content, by their column (a part never saved reads as its default). */
export const PORTAL_PARTS = {
  strings: sql`strings`,
  sellingPoints: sql`selling_points`,
  faqs: sql`faqs`,
  navBarLinks: sql`nav_bar_links`,
  footerData: sql`footer_data`,
  pageSections: sql`page_sections`,
  googleTagManagerCode: sql`google_tag_manager_code`,
} satisfies Record<keyof PortalContent, unknown>;
export type PortalPart = keyof typeof PORTAL_PARTS;

/** The portal of the institution at `path` as `userId` (null: a visitor) sees it; one query. */
export async function loadPortal(
  db: Db,
  userId: string | null,
  path: string,
): Promise<LoadedPortal | undefined> {
  const [row] = rowsOf<Omit<LoadedPortal, keyof PortalContent> & Partial<Record<PortalPart, unknown>>>(
    await db.execute(sql`
      SELECT i.id, i.path, i.name, i.status, i.colours, i.logo_key AS "logoKey", i.portal_view_access AS "viewAccess",
        i.featured, i.home_featured AS "homeFeatured", i.portfolio_allowed AS "portfolioAllowed",
        (SELECT g.role FROM role_grants g
          WHERE g.user_id = ${userId}::uuid AND g.scope = 'institution' AND g.scope_path = i.path) AS "myRole",
        EXISTS (SELECT 1 FROM institution_members m
          WHERE m.institution_id = i.id AND m.user_id = ${userId}::uuid) AS "isMember",
        p.strings, p.selling_points AS "sellingPoints", p.faqs, p.nav_bar_links AS "navBarLinks",
        p.footer_data AS "footerData", p.page_sections AS "pageSections",
        p.google_tag_manager_code AS "googleTagManagerCode"
      FROM institutions i LEFT JOIN portals p ON p.institution_id = i.id
      WHERE i.path = ${path.trim().toLowerCase()}`),
  );
  if (!row) return undefined;
  const content = Object.fromEntries(
    (Object.keys(PORTAL_PARTS) as PortalPart[]).map((part) => [
      part,
      row[part] ?? EMPTY_PORTAL_CONTENT[part],
    ]),
  ) as PortalContent;
  return { ...row, ...content };
}

/** A lookup's portal, named by its input's `path`, as the caller sees it; null when none is named or found. */
export async function portalOfLookup(
  db: Db,
  userId: string | null,
  input: { path?: string | undefined },
): Promise<LoadedPortal | null> {
  return input.path ? ((await loadPortal(db, userId, input.path)) ?? null) : null;
}

/** Save one part of the portal's content (the row made on its first save); one statement. */
export async function savePortalPart<Part extends PortalPart>(
  db: Db,
  institutionId: string,
  part: Part,
  value: PortalContent[Part],
): Promise<void> {
  const column = PORTAL_PARTS[part];
  await db.execute(sql`
    INSERT INTO portals (institution_id, ${column}) VALUES (${institutionId}::uuid, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (institution_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()`);
}

/** The institution's flags a method sets, by their column. */
export const INSTITUTION_FLAGS = {
  featured: sql`featured`,
  homeFeatured: sql`home_featured`,
  portfolioAllowed: sql`portfolio_allowed`,
  viewAccess: sql`portal_view_access`,
};
export type InstitutionFlag = keyof typeof INSTITUTION_FLAGS;

/** Set one of the institution's portal flags; one statement. */
export async function setInstitutionFlag(
  db: Db,
  institutionId: string,
  flag: InstitutionFlag,
  value: boolean | PortalViewAccess,
): Promise<void> {
  await db.execute(sql`
    UPDATE institutions SET ${INSTITUTION_FLAGS[flag]} = ${value}, updated_at = now()
    WHERE id = ${institutionId}::uuid`);
}

/** The portal as its team edits it; `canFeature` for platform staff. */
export function portalSettingsOf(portal: LoadedPortal, canFeature: boolean): PortalSettings {
  const { path, name, viewAccess, featured, homeFeatured, portfolioAllowed } = portal;
  return {
    ...contentOf(portal),
    path,
    name,
    logoUrl: institutionLogoUrl(portal.logoKey),
    viewAccess,
    featured,
    homeFeatured,
    portfolioAllowed,
    canFeature,
  };
}

/** The content parts of a loaded portal. */
export function contentOf(portal: LoadedPortal): PortalContent {
  const { strings, sellingPoints, faqs, navBarLinks, footerData, pageSections, googleTagManagerCode } =
    portal;
  return { strings, sellingPoints, faqs, navBarLinks, footerData, pageSections, googleTagManagerCode };
}
