import { INSTITUTION_REASONS } from '../../../common/api/institution';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, refuse, whenSignedIn } from '../../rpc/policy';
import type { FoundInvitation } from './institution-invitation-answer';
import type { LoadedInstitution } from './institution-record';

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
 * Set the institution's limits (its learner limit): platform staff only (later, its plan). Its
 * team is refused; anyone else finds it missing.
 */
export const setInstitutionLimits = whenSignedIn(
  (actor, institution: Pick<LoadedInstitution, 'myRole'>) =>
    isStaffActor(actor) ||
    (institution.myRole !== null
      ? refuse('forbidden', REASONS.forbidden)
      : refuse('not_found', REASONS.notFound)),
);

/** Answer an institution invitation: only the invited address, signed in. */
export const answerOwnInvitation = whenSignedIn(
  (_actor, invitation: Pick<FoundInvitation, 'email' | 'callerEmail'>) =>
    invitation.callerEmail?.toLowerCase() === invitation.email.toLowerCase() ||
    refuse('forbidden', INSTITUTION_REASONS.invitationOtherAddress),
);
