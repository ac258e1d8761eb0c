import type { TFunction } from 'i18next';
import type { AcceptedInvitation, MyInvitation } from '../../common/api/invitations';
import { classAdminPath, courseLandingPath, coursePagePath } from './paths';

/**
 * Where an accepted invitation leads: a staff invitation to the class's administration; a class
 * invitation to the course's first page, else its landing page.
 */
export function acceptedInvitationPath(accepted: AcceptedInvitation): string {
  if (accepted.kind === 'staff') return classAdminPath({ cohort: accepted.cohortPath });
  const { coursePath, firstPagePath } = accepted;
  return firstPagePath ? coursePagePath(coursePath, firstPagePath) : courseLandingPath(coursePath);
}

/** What an invitation offers, in a sentence: to join a class, or a staff role in it. */
export function invitationText(
  t: TFunction,
  invitation: Pick<MyInvitation, 'kind' | 'role' | 'cohortName' | 'courseName'>,
): string {
  const names = { className: invitation.cohortName, courseName: invitation.courseName };
  if (invitation.kind === 'class') return t('invitations.screen.invitedTo', names);
  const role =
    invitation.role === 'cohort administrator'
      ? t('invitations.roles.cohort_administrator')
      : t('invitations.roles.facilitator');
  return t('invitations.screen.staffInvitedTo', { ...names, role });
}
