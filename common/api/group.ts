import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { SocialPerson } from './feed';

/**
 * Groups of a class (spec §2 "Groups (open and closed, create, join)", §3 Group: id, path, members
 * with admins, groupType). Anyone of the class joins an open group; joining a closed one is a
 * request its admins (or the class's teachers) approve or decline. A group has a type ("Project
 * team"): pages restricted to a group type (spec §3 Page `pageGroupType`) and post blocks shared
 * with groups or done as group work (Block `sharing.groups`, `groupWorkSettings`) name it.
 */

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
export const GROUP_TYPE_MAX = 60;
export const GROUP_PATH_MAX = 60;
/** Groups a class lists at most. */
export const GROUPS_LIST_MAX = 200;

const UserId = z.uuid({ error: 'Choose a member.' });
const NAME_REASON = reasonText('group.name', { max: GROUP_NAME_MAX });
const DESCRIPTION_REASON = reasonText('group.description', { max: GROUP_DESCRIPTION_MAX });
const TYPE_REASON = reasonText('group.type', { max: GROUP_TYPE_MAX });

/** The fields of a group its creator and its admins write. */
export const GroupFields = z.object({
  name: z
    .string({ error: NAME_REASON })
    .trim()
    .min(1, { error: NAME_REASON })
    .max(GROUP_NAME_MAX, { error: NAME_REASON }),
  description: z
    .string({ error: DESCRIPTION_REASON })
    .trim()
    .max(GROUP_DESCRIPTION_MAX, { error: DESCRIPTION_REASON })
    .default(''),
  groupType: z
    .string({ error: TYPE_REASON })
    .trim()
    .min(1, { error: TYPE_REASON })
    .max(GROUP_TYPE_MAX, { error: TYPE_REASON }),
  isClosed: z.boolean({ error: 'Choose open or closed.' }).default(false),
});
export type GroupFields = z.input<typeof GroupFields>;

/** `group create`: a group of the class at `cohortPath`. */
export const CreateGroupInput = GroupFields.extend({
  cohortPath: z.string({ error: 'Choose a class.' }).trim().min(1, { error: 'Choose a class.' }),
});

/** The caller's place in a group: a member (maybe an admin), asking to join, or neither. */
export const GroupStanding = z.enum(['active', 'requested']).nullable();

/** A group as its class's list shows it, with what the caller may do. */
export const GroupSummary = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  description: z.string(),
  groupType: z.string(),
  isClosed: z.boolean(),
  memberCount: z.number().int(),
  /** Requests waiting (0 for those who do not administer the group). */
  requestCount: z.number().int(),
  myStatus: GroupStanding,
  amAdmin: z.boolean(),
  canJoin: z.boolean(),
  canRequest: z.boolean(),
  canLeave: z.boolean(),
  canAdminister: z.boolean(),
});
export type GroupSummary = z.infer<typeof GroupSummary>;

/** `lookup group listGroups?cohortPath`: a class's groups, name order. */
export const GroupList = z.object({
  cohortPath: z.string(),
  className: z.string(),
  coursePath: z.string(),
  /** The group types of the class's groups, for choosing one. */
  groupTypes: z.array(z.string()),
  /** May the caller create a group (class staff; learners when the class lets them). */
  canCreate: z.boolean(),
  /** Does the class let its learners create groups? */
  learnersCreateGroups: z.boolean(),
  groups: z.array(GroupSummary),
});
export type GroupList = z.infer<typeof GroupList>;

export const GroupMember = SocialPerson.extend({ isAdmin: z.boolean(), since: z.string() });
export type GroupMember = z.infer<typeof GroupMember>;

/** `read group getGroup/{groupId}`: a group with its members; its requests for those who administer it. */
export const GroupDetail = GroupSummary.extend({
  cohortPath: z.string(),
  className: z.string(),
  coursePath: z.string(),
  groupTypes: z.array(z.string()),
  members: z.array(GroupMember),
  requests: z.array(GroupMember),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

const NoInput = z.object({});
export const MemberInput = z.object({ userId: UserId });
export const SetAdminInput = z.object({
  userId: UserId,
  isAdmin: z.boolean({ error: 'Choose on or off.' }),
});

/** The calls of groups (resource `group`); a group is addressed by its id. */
export const groupCalls = {
  /** A class's groups (input: the class path). */
  listGroups: contract('group', 'lookup', 'listGroups', {
    input: z.object({ cohortPath: z.string({ error: 'Choose a class.' }).trim().min(1) }),
    output: GroupList,
  }),
  getGroup: contract('group', 'read', 'getGroup', { input: NoInput, output: GroupDetail }),
  createGroup: contract('group', 'create', undefined, { input: CreateGroupInput, output: GroupDetail }),
  editGroup: contract('group', 'update', 'editGroup', { input: GroupFields, output: GroupDetail }),
  deleteGroup: contract('group', 'delete', 'deleteGroup', {
    input: NoInput,
    output: z.object({ deleted: z.literal(true) }),
  }),
  /** Join an open group. */
  joinGroup: contract('group', 'update', 'joinGroup', { input: NoInput, output: GroupDetail }),
  /** Ask to join a closed group. */
  requestToJoin: contract('group', 'update', 'requestToJoin', { input: NoInput, output: GroupDetail }),
  approveRequest: contract('group', 'update', 'approveRequest', { input: MemberInput, output: GroupDetail }),
  declineRequest: contract('group', 'update', 'declineRequest', { input: MemberInput, output: GroupDetail }),
  /** Leave a group, or withdraw one's request to join it. */
  leaveGroup: contract('group', 'update', 'leaveGroup', {
    input: NoInput,
    output: z.object({ left: z.literal(true) }),
  }),
  setAdmin: contract('group', 'update', 'setAdmin', { input: SetAdminInput, output: GroupDetail }),
  removeMember: contract('group', 'update', 'removeMember', { input: MemberInput, output: GroupDetail }),
};
