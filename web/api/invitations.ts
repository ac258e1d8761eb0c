import type {
  AcceptedInvitation,
  InvitationList,
  InvitationListInput,
  InvitationPreview,
  InviteByEmailResult,
} from '../../common/api/invitations';
import { apiRequest } from './client';

const COHORT = '/json/cohort';

/** Query keys of class invitations. */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: (cohortPath: string, input: InvitationListInput) =>
    ['invitations', 'list', cohortPath, input] as const,
  preview: (token: string) => ['invitations', 'preview', token] as const,
};

/** Invites the addresses pasted in `emails` to the class. */
export function inviteByEmail(cohortPath: string, emails: string): Promise<InviteByEmailResult> {
  return apiRequest('POST', `${COHORT}/update/inviteByEmail/${encodeURIComponent(cohortPath)}`, {
    body: { emails },
    loginRequired: true,
  });
}

/** A page of the class's invitations, newest first. */
export function fetchInvitations(cohortPath: string, input: InvitationListInput): Promise<InvitationList> {
  return apiRequest('GET', `${COHORT}/read/listInvitations/${encodeURIComponent(cohortPath)}`, {
    query: { ...input },
    loginRequired: true,
  });
}

/** What an invitation link invites to (anyone holding the link). */
export function fetchInvitation(token: string): Promise<InvitationPreview> {
  return apiRequest('GET', `${COHORT}/lookup/getInvitation`, { query: { token } });
}

/** Accepts an invitation as the signed-in user. */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiRequest('POST', `${COHORT}/execute/acceptInvitation`, { body: { token }, loginRequired: true });
}
