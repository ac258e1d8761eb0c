import type {
  AnswerInvitationInput,
  InvitationListInput,
  invitationCalls,
} from '../../common/api/invitations';
import { call, callKeyPrefix, callQuery, request } from './call';

// The invitation calls of the `cohort` resource (common/api/invitations.ts).
const signedIn = { loginRequired: true };
type Calls = typeof invitationCalls;

const invite = call<Calls['inviteByEmail']>('cohort', 'update', 'inviteByEmail');
const list = call<Calls['listInvitations']>('cohort', 'read', 'listInvitations');
const preview = call<Calls['getInvitation']>('cohort', 'lookup', 'getInvitation');
const accept = call<Calls['acceptInvitation']>('cohort', 'execute', 'acceptInvitation');
const decline = call<Calls['declineInvitation']>('cohort', 'execute', 'declineInvitation');
const mine = call<Calls['listMyInvitations']>('cohort', 'lookup', 'listMyInvitations');
const answer = call<Calls['answerInvitation']>('cohort', 'execute', 'answerInvitation');

/** Invites the addresses pasted in `emails` to the class. */
export const inviteByEmail = (cohortPath: string, emails: string) =>
  request(invite, { id: cohortPath, input: { emails } }, signedIn);

/** The start of the keys of every class's invitation pages (an invitation changes them). */
export const ALL_INVITATION_LISTS_KEY = callKeyPrefix(list);

/** A page of the class's invitations, newest first, as query options. */
export const invitationsQuery = (cohortPath: string, input: InvitationListInput) =>
  callQuery(list, { id: cohortPath, input }, signedIn);

/** What an invitation link invites to (anyone holding the link), as query options. */
export const invitationQuery = (token: string) => callQuery(preview, { input: { token } });

/** Accepts an invitation as the signed-in user. */
export const acceptInvitation = (token: string) => request(accept, { input: { token } }, signedIn);

/** Declines an invitation as the signed-in user. */
export const declineInvitation = (token: string) => request(decline, { input: { token } }, signedIn);

/** Query key of the signed-in person's invitations waiting for an answer. */
export const MY_INVITATIONS_KEY = callKeyPrefix(mine);

/** The signed-in person's invitations waiting for an answer, as query options. */
export const myInvitationsQuery = () => callQuery(mine, { input: {} }, signedIn);

/** Accepts or declines one of the signed-in person's invitations. */
export const answerInvitation = (input: AnswerInvitationInput) => request(answer, { input }, signedIn);
