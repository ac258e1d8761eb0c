import type {
  ArchiveCourseInput,
  AutoMembershipInput,
  CreateInstitutionInput,
  InstitutionSettingsInput,
  InviteMembersInput,
  institutionCalls,
  MemberListInput,
  PendingInvitationListInput,
} from '../../common/api/institution';
import { call, callKey, callKeyPrefix, callQuery, request } from './call';

// The calls of institutions (common/api/institution.ts): creating one, its general settings and
// its team for its administrators, and the caller's own institutions and roles. The id of every
// call on one institution is its path (its address).
type Calls = typeof institutionCalls;
const create = call<Calls['create']>('institute', 'create', undefined);
const settings = call<Calls['settings']>('institute', 'read', 'getSettings');
const updateSettings = call<Calls['updateSettings']>('institute', 'update', 'updateSettings');
const team = call<Calls['team']>('institute', 'read', 'getTeam');
const addAdministrator = call<Calls['addAdministrator']>('institute', 'update', 'addAdministrator');
const removeAdministrator = call<Calls['removeAdministrator']>('institute', 'update', 'removeAdministrator');
const transferOwnership = call<Calls['transferOwnership']>('institute', 'update', 'transferOwnership');
const courses = call<Calls['courses']>('institute', 'read', 'getAllCourseSearchSummaries');
const addableCourses = call<Calls['addableCourses']>('institute', 'read', 'getAddableCourses');
const addCourse = call<Calls['addCourse']>('institute', 'update', 'addCourse');
const removeCourse = call<Calls['removeCourse']>('institute', 'update', 'removeCourse');
const archiveCourse = call<Calls['archiveCourse']>('institute', 'update', 'archiveCourse');
const membership = call<Calls['membership']>('institute', 'read', 'getMembership');
const updateAutoMembership = call<Calls['updateAutoMembership']>(
  'institute',
  'update',
  'updateAutoMembership',
);
const setLearnerLimit = call<Calls['setLearnerLimit']>('institute', 'update', 'setLearnerLimit');
const members = call<Calls['members']>('institute', 'read', 'getPaginatedEnrolments');
const removeMember = call<Calls['removeMember']>('institute', 'update', 'removeMember');
const inviteMembers = call<Calls['inviteMembers']>('institute', 'update', 'inviteMembers');
const pendingInvitations = call<Calls['pendingInvitations']>(
  'institute',
  'read',
  'getPaginatedPendingInvitations',
);
const revokeInvitation = call<Calls['revokeInvitation']>('institute', 'update', 'revokeInvitation');
const invitation = call<Calls['getInvitation']>('institute', 'lookup', 'getInvitation');
const acceptInvitation = call<Calls['acceptInvitation']>('institute', 'execute', 'acceptInvitation');
const declineInvitation = call<Calls['declineInvitation']>('institute', 'execute', 'declineInvitation');
const roles = call<Calls['roles']>('institute', 'lookup', 'getInstitutionRolesForUser');
const mine = call<Calls['mine']>('institute', 'lookup', 'getMyInstitutions');

const loginRequired = { loginRequired: true };

/** Query keys of institutions, for answers written into the cache. */
export const institutionKeys = {
  settings: (path: string) => callKey(settings, { id: path }),
  team: (path: string) => callKey(team, { id: path }),
  courses: (path: string) => callKey(courses, { id: path }),
  addableCourses: (path: string) => callKey(addableCourses, { id: path }),
  membership: (path: string) => callKey(membership, { id: path }),
  /** Every page of the institution's members (a prefix of each page's key). */
  members: (path: string) => [...callKeyPrefix(members), path] as const,
  /** Every page of the institution's pending invitations (a prefix of each page's key). */
  pendingInvitations: (path: string) => [...callKeyPrefix(pendingInvitations), path] as const,
};

/** Create an institution, the caller its owner; answers its settings. */
export const createInstitution = (input: CreateInstitutionInput) => request(create, { input }, loginRequired);

/** An institution's general settings with the caller's role in it, as query options. */
export const institutionSettingsQuery = (path: string) => callQuery(settings, { id: path }, loginRequired);

/** Save an institution's general settings; answers them as saved. */
export const saveInstitutionSettings = (path: string, input: InstitutionSettingsInput) =>
  request(updateSettings, { id: path, input }, loginRequired);

/** An institution's owner and administrators, as query options. */
export const institutionTeamQuery = (path: string) => callQuery(team, { id: path }, loginRequired);

/** Add the person with this e-mail address to the institution's administrators; answers the team. */
export const addInstitutionAdministrator = (path: string, email: string) =>
  request(addAdministrator, { id: path, input: { email } }, loginRequired);

/** Remove an administrator from the institution's team; answers the team. */
export const removeInstitutionAdministrator = (path: string, userId: string) =>
  request(removeAdministrator, { id: path, input: { userId } }, loginRequired);

/** Make the administrator `userId` the institution's owner (its owner becomes an administrator); answers the team. */
export const transferInstitutionOwnership = (path: string, userId: string) =>
  request(transferOwnership, { id: path, input: { userId } }, loginRequired);

/** The institution's courses with their classes and learners, as query options. */
export const institutionCoursesQuery = (path: string) => callQuery(courses, { id: path }, loginRequired);

/** The courses the caller administers that belong to no institution, as query options. */
export const addableCoursesQuery = (path: string) => callQuery(addableCourses, { id: path }, loginRequired);

/** Add a course the caller administers to the institution; answers its courses. */
export const addInstitutionCourse = (path: string, coursePath: string) =>
  request(addCourse, { id: path, input: { coursePath } }, loginRequired);

/** Take a course out of the institution (its own team keeps it); answers its courses. */
export const removeInstitutionCourse = (path: string, coursePath: string) =>
  request(removeCourse, { id: path, input: { coursePath } }, loginRequired);

/** Archive an institution's course, or bring it back; answers its courses. */
export const archiveInstitutionCourse = (path: string, input: ArchiveCourseInput) =>
  request(archiveCourse, { id: path, input }, loginRequired);

/** The institution's learner limit and its use, and automatic membership, as query options. */
export const membershipQuery = (path: string) => callQuery(membership, { id: path }, loginRequired);

/** Save automatic membership (on or off, and its domains' roles); answers the membership. */
export const saveAutoMembership = (path: string, input: AutoMembershipInput) =>
  request(updateAutoMembership, { id: path, input }, loginRequired);

/** Set the institution's learner limit (platform staff); answers the membership. */
export const saveLearnerLimit = (path: string, learnerLimit: number) =>
  request(setLearnerLimit, { id: path, input: { learnerLimit } }, loginRequired);

/** A page of the institution's members, newest first, by name or address and role, as query options. */
export const membersQuery = (path: string, input: MemberListInput) =>
  callQuery(members, { id: path, input }, loginRequired);

/** Take a member out of the institution (their enrolments stay); answers the membership. */
export const removeInstitutionMember = (path: string, userId: string) =>
  request(removeMember, { id: path, input: { userId } }, loginRequired);

/** Invite the addresses of a pasted list (or a CSV's text) with one role; answers each entry's outcome. */
export const inviteInstitutionMembers = (path: string, input: InviteMembersInput) =>
  request(inviteMembers, { id: path, input }, loginRequired);

/** A page of the institution's invitations waiting for an answer, as query options. */
export const pendingInvitationsQuery = (path: string, input: PendingInvitationListInput) =>
  callQuery(pendingInvitations, { id: path, input }, loginRequired);

/** Withdraw a pending invitation (its link stops working). */
export const revokeInstitutionInvitation = (path: string, invitationId: string) =>
  request(revokeInvitation, { id: path, input: { invitationId } }, loginRequired);

/** What an institution invitation's link offers (anyone holding it), as query options. */
export const institutionInvitationQuery = (token: string) => callQuery(invitation, { input: { token } });

/** Accept an institution invitation as the invited address; answers it as it stands. */
export const acceptInstitutionInvitation = (token: string) =>
  request(acceptInvitation, { input: { token } }, loginRequired);

/** Decline an institution invitation as the invited address; answers it as it stands. */
export const declineInstitutionInvitation = (token: string) =>
  request(declineInvitation, { input: { token } }, loginRequired);

/** The caller's role in each of their institutions, by path, as query options. */
export const institutionRolesQuery = () => callQuery(roles, {}, loginRequired);

/** The caller's institutions, as query options. */
export const myInstitutionsQuery = () => callQuery(mine, {}, loginRequired);
