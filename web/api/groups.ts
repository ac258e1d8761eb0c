import type { QueryClient } from '@tanstack/react-query';
import type { cohortCalls } from '../../common/api/cohort';
import type { GroupDetail, GroupFields, groupCalls } from '../../common/api/group';
import { call, callKey, callQuery, request } from './call';

// Groups of a class (common/api/group.ts): the class's list, one group, and what members, admins
// and teachers do with them. Every change answers the group as it now is.
type Calls = typeof groupCalls;

const listGroupsCall = call<Calls['listGroups']>('group', 'lookup', 'listGroups');
const getGroupCall = call<Calls['getGroup']>('group', 'read', 'getGroup');
const createGroupCall = call<Calls['createGroup']>('group', 'create', undefined);
const editGroupCall = call<Calls['editGroup']>('group', 'update', 'editGroup');
const deleteGroupCall = call<Calls['deleteGroup']>('group', 'delete', 'deleteGroup');
const joinGroupCall = call<Calls['joinGroup']>('group', 'update', 'joinGroup');
const requestToJoinCall = call<Calls['requestToJoin']>('group', 'update', 'requestToJoin');
const approveRequestCall = call<Calls['approveRequest']>('group', 'update', 'approveRequest');
const declineRequestCall = call<Calls['declineRequest']>('group', 'update', 'declineRequest');
const leaveGroupCall = call<Calls['leaveGroup']>('group', 'update', 'leaveGroup');
const setAdminCall = call<Calls['setAdmin']>('group', 'update', 'setAdmin');
const removeMemberCall = call<Calls['removeMember']>('group', 'update', 'removeMember');

const SIGNED_IN = { loginRequired: true };

/** A class's groups as query options. */
export const classGroupsQuery = (cohortPath: string) =>
  callQuery(listGroupsCall, { input: { cohortPath } }, SIGNED_IN);

/** The query key of a class's groups. */
export const classGroupsKey = (cohortPath: string) => callKey(listGroupsCall, { input: { cohortPath } });

/** One group with its members as query options. */
export const groupQuery = (groupId: string) => callQuery(getGroupCall, { id: groupId }, SIGNED_IN);

/** The query key of one group. */
export const groupKey = (groupId: string) => callKey(getGroupCall, { id: groupId });

/** Creates a group in the class. */
export const createGroup = (cohortPath: string, fields: GroupFields) =>
  request(createGroupCall, { input: { cohortPath, ...fields } }, SIGNED_IN);

/** Changes a group's name, description, type and openness. */
export const editGroup = (groupId: string, fields: GroupFields) =>
  request(editGroupCall, { id: groupId, input: fields }, SIGNED_IN);

/** Deletes a group. */
export const deleteGroup = (groupId: string) =>
  request(deleteGroupCall, { id: groupId, input: {} }, SIGNED_IN);

/** Joins an open group, or asks to join a closed one. */
export const joinGroup = (groupId: string, closed: boolean) =>
  closed
    ? request(requestToJoinCall, { id: groupId, input: {} }, SIGNED_IN)
    : request(joinGroupCall, { id: groupId, input: {} }, SIGNED_IN);

/** Leaves a group, or withdraws a request to join it. */
export const leaveGroup = (groupId: string) => request(leaveGroupCall, { id: groupId, input: {} }, SIGNED_IN);

/** Approves or declines a request to join. */
export const answerRequest = (groupId: string, userId: string, approve: boolean) =>
  approve
    ? request(approveRequestCall, { id: groupId, input: { userId } }, SIGNED_IN)
    : request(declineRequestCall, { id: groupId, input: { userId } }, SIGNED_IN);

/** Makes a member an admin of the group, or no longer one. */
export const setGroupAdmin = (groupId: string, userId: string, isAdmin: boolean) =>
  request(setAdminCall, { id: groupId, input: { userId, isAdmin } }, SIGNED_IN);

/** Removes a member from the group. */
export const removeGroupMember = (groupId: string, userId: string) =>
  request(removeMemberCall, { id: groupId, input: { userId } }, SIGNED_IN);

/** After a change: the group as answered, and the class's list read again. */
export function groupChanged(queryClient: QueryClient, cohortPath: string, group?: GroupDetail) {
  if (group) queryClient.setQueryData(groupKey(group.id), group);
  return queryClient.invalidateQueries({ queryKey: classGroupsKey(cohortPath) });
}

const setLearnersCreateGroupsCall = call<typeof cohortCalls.setLearnersCreateGroups>(
  'cohort',
  'update',
  'setLearnersCreateGroups',
);

/** Lets a class's learners create groups, or not (class settings); answers the class. */
export const setLearnersCreateGroups = (cohortPath: string, learnersCreateGroups: boolean) =>
  request(setLearnersCreateGroupsCall, { id: cohortPath, input: { learnersCreateGroups } }, SIGNED_IN);
