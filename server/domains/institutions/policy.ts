import { INSTITUTION_REASONS, type InstitutionRole } from '../../../common/api/institution';
import { PORTAL_REASONS } from '../../../common/api/portal';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, publicly, refuse, whenSignedIn } from '../../rpc/policy';
import type { FoundInvitation } from './institution-invitation-answer';
import type { LoadedInstitution } from './institution-record';
import type { LoadedPortal } from './portal-record';

// Who may do what with an institution (spec §1 institution administrators, §3 Institution).

/**
 * Run the institution (its settings and its team): its owner and administrators, and platform
 * staff. Anyone else finds it missing, so an institution's address reveals nothing to outsiders.
 */
export const runInstitution = whenSignedIn(
  (actor, institution: Pick<LoadedInstitution, 'myRole'>) =>
    isStaffActor(actor) || institution.myRole !== null || refuse('not_found', REASONS.notFound),
);

/**
 * A rule for platform staff and the team members `may` names (by their role): the rest of the team
 * is refused (403), and anyone else finds the institution missing (404).
 */
const staffAndTeamWho = (may: (role: InstitutionRole) => boolean) =>
  whenSignedIn(
    (actor, institution: Pick<LoadedInstitution, 'myRole'>) =>
      isStaffActor(actor) ||
      (institution.myRole !== null && may(institution.myRole)) ||
      (institution.myRole !== null
        ? refuse('forbidden', REASONS.forbidden)
        : refuse('not_found', REASONS.notFound)),
  );

/** Set the institution's limits (its learner limit): platform staff only (later, its plan). */
export const setInstitutionLimits = staffAndTeamWho(() => false);

/**
 * Hand the institution to another owner: its owner and platform staff (who name one when its
 * owner's account is gone).
 */
export const ownInstitution = staffAndTeamWho((role) => role === 'owner');

/** Feature the institution on the platform (spec §3 featured, homeFeatured): as its limits, platform staff only. */
export const featureInstitution = setInstitutionLimits;

/**
 * See an institution's portal (spec §3 portalViewAccess): its team and platform staff always; anyone
 * else while it is active, a private one only its members (a visitor is asked to sign in, as signing
 * in may show it). No portal at the address (null) is not found, for visitors too.
 */
export const seePortal = publicly(
  (actor, portal: Pick<LoadedPortal, 'myRole' | 'status' | 'viewAccess' | 'isMember'> | null) => {
    if (!portal) return refuse('not_found', REASONS.notFound);
    if (isStaffActor(actor) || portal.myRole !== null) return true;
    if (portal.status !== 'active') return refuse('not_found', REASONS.notFound);
    if (portal.viewAccess === 'public' || portal.isMember) return true;
    return actor.userId === null
      ? refuse('not_signed_in', REASONS.notSignedIn)
      : refuse('forbidden', PORTAL_REASONS.private);
  },
);

/** Answer an institution invitation: only the invited address, signed in. */
export const answerOwnInvitation = whenSignedIn(
  (_actor, invitation: Pick<FoundInvitation, 'email' | 'callerEmail'>) =>
    invitation.callerEmail?.toLowerCase() === invitation.email.toLowerCase() ||
    refuse('forbidden', INSTITUTION_REASONS.invitationOtherAddress),
);
