import type { QueryClient } from '@tanstack/react-query';
import type { institutionPortfolioCalls } from '../../common/api/institution-portfolio';
import type {
  Faq,
  FooterData,
  PageSection,
  PortalLink,
  PortalSettings,
  PortalStrings,
  PortalViewAccess,
  portalCalls,
  SellingPoint,
} from '../../common/api/portal';
import type { portalQualificationCalls } from '../../common/api/portal-qualifications';
import { call, callKey, callKeyPrefix, callQuery, request } from './call';
import { viewerQuery } from './viewer-query';

// The calls of an institution's portal (common/api/portal.ts): its public landing page, and for its
// team the portal's settings and their updates. The id of every call is the institution's path.
type Calls = typeof portalCalls;
const getPortal = call<Calls['getPortal']>('portal', 'read', 'getPortal');
const settings = call<Calls['settings']>('portal', 'read', 'getPortalSettings');
const updateStrings = call<Calls['updateStrings']>('portal', 'update', 'updateStrings');
const updateSellingPoints = call<Calls['updateSellingPoints']>('portal', 'update', 'updateSellingPoints');
const updateFaqs = call<Calls['updateFaqs']>('portal', 'update', 'updateFaqs');
const updateNavBarLinks = call<Calls['updateNavBarLinks']>('portal', 'update', 'updateNavBarLinks');
const updateFooterData = call<Calls['updateFooterData']>('portal', 'update', 'updateFooterData');
const updatePageSections = call<Calls['updatePageSections']>('portal', 'update', 'updatePageSections');
const updateGoogleTagManagerCode = call<Calls['updateGoogleTagManagerCode']>(
  'portal',
  'update',
  'updateGoogleTagManagerCode',
);
const removeLogo = call<Calls['removeLogo']>('portal', 'update', 'removeLogo');
const setViewAccess = call<Calls['setViewAccess']>('portal', 'update', 'setPortalViewAccess');
const setFeatured = call<Calls['setFeatured']>('institute', 'update', 'setFeatured');
const setHomeFeatured = call<Calls['setHomeFeatured']>('institute', 'update', 'setHomeFeatured');
const setPortfolioAllowed = call<Calls['setPortfolioAllowed']>(
  'institute',
  'update',
  'setPortfolioIsAllowed',
);

const getInstitutionPortfolio = call<(typeof institutionPortfolioCalls)['get']>(
  'institute',
  'lookup',
  'getInstitutionPortfolio',
);

type QualificationCalls = typeof portalQualificationCalls;
const getPortalQualifications = call<QualificationCalls['get']>(
  'institute',
  'lookup',
  'getPortalQualifications',
);
const qualificationChoices = call<QualificationCalls['choices']>('portal', 'read', 'getQualificationChoices');
const setPortalQualifications = call<QualificationCalls['set']>(
  'portal',
  'update',
  'setPortalQualifications',
);

const loginRequired = { loginRequired: true };

/** Query keys of portals, for answers written into the cache. */
export const portalKeys = {
  /** The public portal as every viewer sees it (a prefix of each viewer's key). */
  portal: (path: string) => callKey(getPortal, { id: path }),
  settings: (path: string) => callKey(settings, { id: path }),
  /** Every portal's offered qualifications, as any viewer sees them. */
  qualifications: () => callKeyPrefix(getPortalQualifications),
};

/**
 * An institution's portal as its landing page shows it to `viewerId` (whether they may see it, and
 * edit it, depends on who asks), as query options.
 */
export const portalQuery = (path: string, viewerId: string | null) =>
  viewerQuery(getPortal, { id: path }, viewerId);

/** The published portfolios of an institution's learners as `viewerId` may see them (spec §7 getInstitutionPortfolio). */
export const institutionPortfolioQuery = (path: string, viewerId: string | null) =>
  viewerQuery(getInstitutionPortfolio, { input: { path } }, viewerId);

/** The qualifications an institution's portal offers, as `viewerId` may see them. */
export const portalQualificationsQuery = (path: string, viewerId: string | null) =>
  viewerQuery(getPortalQualifications, { input: { path } }, viewerId);

/** The published qualifications platform staff may offer on the portal, as query options. */
export const qualificationChoicesQuery = (path: string) =>
  callQuery(qualificationChoices, { id: path }, loginRequired);

/** Offer exactly `codes` on the portal (platform staff), answering the choices as saved. */
export const offerPortalQualifications = (path: string, codes: string[]) =>
  request(setPortalQualifications, { id: path, input: { codes } }, loginRequired);

/** An institution's portal settings for its team, as query options. */
export const portalSettingsQuery = (path: string) => callQuery(settings, { id: path }, loginRequired);

/**
 * The updates of a portal's settings, each answering the settings as saved: its words, selling
 * points, FAQs, links, footer and page sections, its Tag Manager container, who may see it, and
 * the institution's flags.
 */
export const portalUpdates = {
  strings: (path: string, strings: PortalStrings) =>
    request(updateStrings, { id: path, input: { strings } }, loginRequired),
  sellingPoints: (path: string, sellingPoints: SellingPoint[]) =>
    request(updateSellingPoints, { id: path, input: { sellingPoints } }, loginRequired),
  faqs: (path: string, faqs: Faq[]) => request(updateFaqs, { id: path, input: { faqs } }, loginRequired),
  navBarLinks: (path: string, navBarLinks: PortalLink[]) =>
    request(updateNavBarLinks, { id: path, input: { navBarLinks } }, loginRequired),
  footerData: (path: string, footerData: FooterData) =>
    request(updateFooterData, { id: path, input: { footerData } }, loginRequired),
  pageSections: (path: string, pageSections: PageSection[]) =>
    request(updatePageSections, { id: path, input: { pageSections } }, loginRequired),
  googleTagManagerCode: (path: string, googleTagManagerCode: string) =>
    request(updateGoogleTagManagerCode, { id: path, input: { googleTagManagerCode } }, loginRequired),
  removeLogo: (path: string) => request(removeLogo, { id: path, input: {} }, loginRequired),
  viewAccess: (path: string, viewAccess: PortalViewAccess) =>
    request(setViewAccess, { id: path, input: { viewAccess } }, loginRequired),
  featured: (path: string, featured: boolean) =>
    request(setFeatured, { id: path, input: { featured } }, loginRequired),
  homeFeatured: (path: string, homeFeatured: boolean) =>
    request(setHomeFeatured, { id: path, input: { homeFeatured } }, loginRequired),
  portfolioAllowed: (path: string, portfolioAllowed: boolean) =>
    request(setPortfolioAllowed, { id: path, input: { portfolioAllowed } }, loginRequired),
};

export type PortalUpdate = keyof typeof portalUpdates;
/** What an update sends besides the path. */
export type PortalUpdateInput<Update extends PortalUpdate> = Parameters<(typeof portalUpdates)[Update]>[1];

/** What a portal mutation is given: the input, and which row each sent entry was (when it sends a list). */
export interface PortalMutationVariables<Update extends PortalUpdate> {
  input: PortalUpdateInput<Update>;
  keys?: readonly number[];
}

/**
 * Mutation options of one update of the portal at `path`: the answer becomes the settings in the
 * cache, and the public portal is read again. `keys` travel with the input: which row each sent
 * entry was, since the server names entries by index.
 */
export function portalMutation<Update extends PortalUpdate>(
  queryClient: QueryClient,
  path: string,
  update: Update,
  onSaved?: (answer: PortalSettings, variables: PortalMutationVariables<Update>) => void,
) {
  const send = portalUpdates[update] as (
    path: string,
    input: PortalUpdateInput<Update>,
  ) => Promise<PortalSettings>;
  return {
    mutationFn: ({ input }: PortalMutationVariables<Update>) => send(path, input),
    onSuccess: (answer: PortalSettings, variables: PortalMutationVariables<Update>) => {
      queryClient.setQueryData(portalKeys.settings(path), answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.portal(path) });
      onSaved?.(answer, variables);
    },
  };
}
