/**
 * The site a page is on, as the server tells the web app in a `<meta name="kelas-site">` of the
 * page (spec §2: "Institution prefix is filled into route parameters from the custom domain"). On
 * the platform's own domain the page has none.
 */
export interface ClientSite {
  /** The institution whose domain this is, by path: its portal is this site's home. */
  institution: string;
  /** The path prefix the portal sits under on the domain; null: the domain's root. */
  prefix: string | null;
  /** The platform's origin, where every screen this domain does not serve is. */
  platform: string;
}

export const SITE_META = 'kelas-site';
