import type { z } from 'zod';
import type { AnyContract } from '../../../common/api/contract';
import type { PortalContent, PortalViewAccess } from '../../../common/api/portal';
import { portalCalls } from '../../../common/api/portal';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { isStaffActor, type Policy } from '../../rpc/policy';
import { forgetSites } from './custom-domain-sites';
import { institutionLogoUrl, removeInstitutionLogo } from './institution-logo';
import { featureInstitution, runInstitution, seePortal } from './policy';
import { portalQualificationMethods } from './portal-qualifications';
import {
  contentOf,
  type InstitutionFlag,
  type LoadedPortal,
  loadPortal,
  type PortalPart,
  portalSettingsOf,
  savePortalPart,
  setInstitutionFlag,
} from './portal-record';

const load = (db: Db, ctx: RequestContext, path: string) => loadPortal(db, ctx.actor.userId, path);

/** The portal's settings as the caller may edit them, read again after a change. */
async function settingsAfter(db: Db, ctx: RequestContext, portal: LoadedPortal) {
  const reread = (await load(db, ctx, portal.path)) ?? portal;
  return portalSettingsOf(reread, isStaffActor(ctx.actor));
}

/** A method saving the part of the portal its input names (one line each below), then `saved`. */
const savePart = <Part extends PortalPart>(
  call: AnyContract & { input: z.ZodType<Record<Part, PortalContent[Part]>> },
  part: Part,
  saved: () => void = () => {},
) =>
  serve(call, {
    allow: runInstitution,
    load,
    run: async (db, ctx, portal: LoadedPortal, input: Record<Part, PortalContent[Part]>) => {
      await savePortalPart(db, portal.id, part, input[part]);
      saved();
      return settingsAfter(db, ctx, portal);
    },
  });

/** A method setting one of the institution's portal flags, under `allow`. */
const setFlag = <Flag extends InstitutionFlag>(
  call: AnyContract & { input: z.ZodType<Record<Flag, boolean | PortalViewAccess>> },
  flag: Flag,
  allow: Policy<LoadedPortal> = runInstitution,
) =>
  serve(call, {
    allow,
    load,
    run: async (db, ctx, portal: LoadedPortal, input: Record<Flag, boolean | PortalViewAccess>) => {
      await setInstitutionFlag(db, portal.id, flag, input[flag]);
      return settingsAfter(db, ctx, portal);
    },
  });

/** The `portal` resource (id: the institution's path): its landing page, and its team's editing of it. */
export const portalResource = resource(
  'portal',
  servedMethods(
    serve(portalCalls.getPortal, {
      allow: seePortal,
      // No portal is a refusal of its own (404 for visitors too), not a missing target (401 for them).
      load: async (db, ctx, path) => (await load(db, ctx, path)) ?? null,
      run: async (_db, ctx, portal) => ({
        ...contentOf(portal!),
        path: portal!.path,
        name: portal!.name,
        logoUrl: institutionLogoUrl(portal!.logoKey),
        themeData: portal!.colours,
        viewAccess: portal!.viewAccess,
        canEdit: isStaffActor(ctx.actor) || portal!.myRole !== null,
      }),
    }),
    serve(portalCalls.settings, {
      allow: runInstitution,
      load,
      run: async (_db, ctx, portal) => portalSettingsOf(portal, isStaffActor(ctx.actor)),
    }),
    savePart(portalCalls.updateStrings, 'strings'),
    savePart(portalCalls.updateSellingPoints, 'sellingPoints'),
    savePart(portalCalls.updateFaqs, 'faqs'),
    savePart(portalCalls.updateNavBarLinks, 'navBarLinks'),
    savePart(portalCalls.updateFooterData, 'footerData'),
    savePart(portalCalls.updatePageSections, 'pageSections'),
    // The web server reads the containers with the live domains: read again at once.
    savePart(portalCalls.updateGoogleTagManagerCode, 'googleTagManagerCode', forgetSites),
    serve(portalCalls.removeLogo, {
      allow: runInstitution,
      load,
      run: async (db, ctx, portal) => {
        await removeInstitutionLogo(db, ctx.deps.storage, portal.id);
        return settingsAfter(db, ctx, portal);
      },
      // The file goes once the change that forgot it has committed.
      transaction: false,
    }),
    setFlag(portalCalls.setViewAccess, 'viewAccess'),
    portalQualificationMethods.choices,
    portalQualificationMethods.set,
  ),
);

/** The institution's portal flags, `institute` updates as spec §7 names them. */
export const portalFlagMethods = [
  setFlag(portalCalls.setFeatured, 'featured', featureInstitution),
  setFlag(portalCalls.setHomeFeatured, 'homeFeatured', featureInstitution),
  setFlag(portalCalls.setPortfolioAllowed, 'portfolioAllowed'),
] as const;
