import { z } from 'zod';
import { institutionReasonText } from '../institution-reasons';
import { contract } from './contract';
import { DEFAULT_INSTITUTION_COLOURS } from './institution';

/**
 * An institution's portal (spec §2 `/{institutionPrefix}/`, §3 Portal and the Institution's
 * featured, homeFeatured, portfolioAllowed and portalViewAccess, §2 inferred portal admin screens):
 * its landing page, built by its team from its words (`strings`), selling points, FAQs, navigation
 * bar and footer links and an ordered list of page sections, in the institution's colours
 * (`themeData`), with its courses. Resource `portal` (spec §3 resource kinds), id: the institution's
 * path; the flags are `institute` updates as spec §7 names them.
 */

/** Spec §3 portalViewAccess: anyone, or only the institution's members and team. */
export const PORTAL_VIEW_ACCESS = ['public', 'private'] as const;
export type PortalViewAccess = (typeof PORTAL_VIEW_ACCESS)[number];

/** The kinds of a portal's page sections: its courses, selling points and FAQs (once each), or a text. */
export const PORTAL_SECTION_KINDS = ['courses', 'sellingPoints', 'faqs', 'text'] as const;
export type PortalSectionKind = (typeof PORTAL_SECTION_KINDS)[number];

export const PORTAL_LIMITS = {
  headline: 120,
  introduction: 600,
  sellingPoints: 6,
  sellingPointTitle: 80,
  sellingPointText: 300,
  faqs: 30,
  question: 200,
  answer: 2000,
  navBarLinks: 6,
  footerLinks: 12,
  linkLabel: 60,
  linkUrl: 500,
  footerText: 300,
  pageSections: 12,
  sectionTitle: 120,
  sectionText: 4000,
} as const;

export const PORTAL_REASONS = {
  required: institutionReasonText('institution.portalRequired'),
  text: (max: number) => institutionReasonText('institution.portalText', { max }),
  entries: (max: number) => institutionReasonText('institution.portalEntries', { max }),
  linkUrl: institutionReasonText('institution.linkUrl'),
  tagManagerCode: institutionReasonText('institution.tagManagerCode'),
  sectionKind: institutionReasonText('institution.sectionKind'),
  sectionOnce: institutionReasonText('institution.sectionOnce'),
  viewAccess: institutionReasonText('institution.viewAccess'),
  flag: institutionReasonText('institution.flag'),
  private: institutionReasonText('institution.portalPrivate'),
};

/** Text of at most `max` characters, trimmed; `required` refuses an empty one. */
const Text = (max: number, required = false) => {
  const text = z
    .string({ error: PORTAL_REASONS.text(max) })
    .trim()
    .max(max, { error: PORTAL_REASONS.text(max) });
  return required ? text.min(1, { error: PORTAL_REASONS.required }) : text;
};

/** A list of at most `max` entries. */
const Entries = <Entry extends z.ZodType>(entry: Entry, max: number) =>
  z.array(entry, { error: PORTAL_REASONS.entries(max) }).max(max, { error: PORTAL_REASONS.entries(max) });

/**
 * Where a link goes: a web address (https:// or http://) or an address on this site (/about/). Not
 * javascript:, data: or any other scheme, nor a protocol-relative //host.
 */
export const PortalLinkUrl = z
  .string({ error: PORTAL_REASONS.linkUrl })
  .trim()
  .max(PORTAL_LIMITS.linkUrl, { error: PORTAL_REASONS.linkUrl })
  .refine((url) => /^\/(?!\/)\S*$/.test(url) || isWebAddress(url), { error: PORTAL_REASONS.linkUrl });

// A host with a dot (not localhost, not a bare word), an optional port, then a path without spaces.
const WEB_ADDRESS = /^https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

function isWebAddress(url: string): boolean {
  return WEB_ADDRESS.test(url);
}

export const PortalLink = z.object({
  label: Text(PORTAL_LIMITS.linkLabel, true),
  url: PortalLinkUrl,
});
export type PortalLink = z.infer<typeof PortalLink>;

/** Spec §3 Portal strings: the landing page's headline (the institution's name when empty) and introduction. */
export const PortalStrings = z.object({
  headline: Text(PORTAL_LIMITS.headline),
  introduction: Text(PORTAL_LIMITS.introduction),
});
export type PortalStrings = z.infer<typeof PortalStrings>;

export const SellingPoint = z.object({
  title: Text(PORTAL_LIMITS.sellingPointTitle, true),
  text: Text(PORTAL_LIMITS.sellingPointText),
});
export type SellingPoint = z.infer<typeof SellingPoint>;
export const SellingPoints = Entries(SellingPoint, PORTAL_LIMITS.sellingPoints);

export const Faq = z.object({
  question: Text(PORTAL_LIMITS.question, true),
  answer: Text(PORTAL_LIMITS.answer, true),
});
export type Faq = z.infer<typeof Faq>;
export const Faqs = Entries(Faq, PORTAL_LIMITS.faqs);

export const NavBarLinks = Entries(PortalLink, PORTAL_LIMITS.navBarLinks);

/** Spec §3 Portal footerData: a line of text (an address, a copyright) and links. */
export const FooterData = z.object({
  text: Text(PORTAL_LIMITS.footerText),
  links: Entries(PortalLink, PORTAL_LIMITS.footerLinks),
});
export type FooterData = z.infer<typeof FooterData>;

/** One of the landing page's sections, in order: a title over its courses, selling points, FAQs or text. */
export const PageSection = z.object({
  kind: z.enum(PORTAL_SECTION_KINDS, { error: PORTAL_REASONS.sectionKind }),
  title: Text(PORTAL_LIMITS.sectionTitle),
  /** A text section's paragraphs (blank lines part them); the others have none. */
  text: Text(PORTAL_LIMITS.sectionText),
});
export type PageSection = z.infer<typeof PageSection>;
export const PageSections = Entries(PageSection, PORTAL_LIMITS.pageSections).refine(
  (sections) => {
    const listed = sections.filter((section) => section.kind !== 'text').map((section) => section.kind);
    return new Set(listed).size === listed.length;
  },
  { error: PORTAL_REASONS.sectionOnce },
);

/** The sections a new portal shows: its courses, then its selling points and FAQs once it has some. */
export const DEFAULT_PAGE_SECTIONS: PageSection[] = [
  { kind: 'courses', title: '', text: '' },
  { kind: 'sellingPoints', title: '', text: '' },
  { kind: 'faqs', title: '', text: '' },
];

/**
 * Spec §3 Portal googleTagManagerCode: the ID of the institution's Google Tag Manager container
 * (GTM- and 4 to 12 letters or digits, in capitals as Tag Manager writes it), or '' for none. The
 * server puts the container on the institution's own pages alone, allowed by their CSP alone.
 */
export const GoogleTagManagerCode = z
  .string({ error: PORTAL_REASONS.tagManagerCode })
  .trim()
  .toUpperCase()
  .regex(/^(GTM-[A-Z0-9]{4,12})?$/, { error: PORTAL_REASONS.tagManagerCode });

/** What the team writes on the portal's landing page. */
export const PortalContent = z.object({
  strings: PortalStrings,
  sellingPoints: SellingPoints,
  faqs: Faqs,
  navBarLinks: NavBarLinks,
  footerData: FooterData,
  pageSections: PageSections,
  googleTagManagerCode: GoogleTagManagerCode,
});
export type PortalContent = z.infer<typeof PortalContent>;

export const EMPTY_PORTAL_CONTENT: PortalContent = {
  strings: { headline: '', introduction: '' },
  sellingPoints: [],
  faqs: [],
  navBarLinks: [],
  footerData: { text: '', links: [] },
  pageSections: DEFAULT_PAGE_SECTIONS,
  googleTagManagerCode: '',
};

/** Spec §3 Portal themeData: the institution's colours. */
export const PortalTheme = z.object({ primary: z.string(), accent: z.string() });
export const DEFAULT_PORTAL_THEME = DEFAULT_INSTITUTION_COLOURS;

/** The box an institution's logo is fitted into (never cropped), in pixels. */
export const INSTITUTION_LOGO_SIZE = { width: 480, height: 160 } as const;

/** Where the team uploads the institution's logo (multipart, one image). */
export const institutionLogoUploadPath = (path: string) =>
  `/api/institution/${encodeURIComponent(path)}/logo/`;

/** The portal as its landing page shows it (`getPortal`). */
export const Portal = PortalContent.extend({
  path: z.string(),
  name: z.string(),
  /** Spec §3 Portal logoUrl: its logo, or null (its name stands in). */
  logoUrl: z.string().nullable(),
  themeData: PortalTheme,
  viewAccess: z.enum(PORTAL_VIEW_ACCESS),
  /** Whether the caller is in its team (or platform staff): the page links to its admin. */
  canEdit: z.boolean(),
});
export type Portal = z.infer<typeof Portal>;

/** The portal as its team edits it (`getPortalSettings`), with the institution's flags. */
export const PortalSettings = PortalContent.extend({
  path: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  viewAccess: z.enum(PORTAL_VIEW_ACCESS),
  /** Spec §3 Institution featured and homeFeatured: platform staff choose where the platform shows it. */
  featured: z.boolean(),
  homeFeatured: z.boolean(),
  /** Spec §3 portfolioAllowed: its learners may publish portfolios. */
  portfolioAllowed: z.boolean(),
  /** Whether the caller may set featured and homeFeatured (platform staff). */
  canFeature: z.boolean(),
});
export type PortalSettings = z.infer<typeof PortalSettings>;

const Flag = z.boolean({ error: PORTAL_REASONS.flag });

/** The calls of portals (resource `portal`, id: the institution's path) and the institution's portal flags. */
export const portalCalls = {
  getPortal: contract('portal', 'read', 'getPortal', { input: z.object({}), output: Portal }),
  settings: contract('portal', 'read', 'getPortalSettings', { input: z.object({}), output: PortalSettings }),
  updateStrings: contract('portal', 'update', 'updateStrings', {
    input: z.object({ strings: PortalStrings }),
    output: PortalSettings,
  }),
  updateSellingPoints: contract('portal', 'update', 'updateSellingPoints', {
    input: z.object({ sellingPoints: SellingPoints }),
    output: PortalSettings,
  }),
  updateFaqs: contract('portal', 'update', 'updateFaqs', {
    input: z.object({ faqs: Faqs }),
    output: PortalSettings,
  }),
  updateNavBarLinks: contract('portal', 'update', 'updateNavBarLinks', {
    input: z.object({ navBarLinks: NavBarLinks }),
    output: PortalSettings,
  }),
  updateFooterData: contract('portal', 'update', 'updateFooterData', {
    input: z.object({ footerData: FooterData }),
    output: PortalSettings,
  }),
  updatePageSections: contract('portal', 'update', 'updatePageSections', {
    input: z.object({ pageSections: PageSections }),
    output: PortalSettings,
  }),
  updateGoogleTagManagerCode: contract('portal', 'update', 'updateGoogleTagManagerCode', {
    input: z.object({ googleTagManagerCode: GoogleTagManagerCode }),
    output: PortalSettings,
  }),
  removeLogo: contract('portal', 'update', 'removeLogo', { input: z.object({}), output: PortalSettings }),
  setViewAccess: contract('portal', 'update', 'setPortalViewAccess', {
    input: z.object({ viewAccess: z.enum(PORTAL_VIEW_ACCESS, { error: PORTAL_REASONS.viewAccess }) }),
    output: PortalSettings,
  }),
  setFeatured: contract('institute', 'update', 'setFeatured', {
    input: z.object({ featured: Flag }),
    output: PortalSettings,
  }),
  setHomeFeatured: contract('institute', 'update', 'setHomeFeatured', {
    input: z.object({ homeFeatured: Flag }),
    output: PortalSettings,
  }),
  setPortfolioAllowed: contract('institute', 'update', 'setPortfolioIsAllowed', {
    input: z.object({ portfolioAllowed: Flag }),
    output: PortalSettings,
  }),
};
