import { groupCalls } from '../../../common/api/group';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { loadGroup, loadGroupClass } from './group-target';
import {
  answerRequest,
  createGroup,
  deleteGroup,
  editGroup,
  joinOrRequest,
  leaveGroup,
  listGroups,
  readGroup,
  removeMember,
  setAdmin,
} from './groups';
import {
  administerGroup,
  joinGroup,
  createGroup as mayCreateGroup,
  leaveGroup as mayLeaveGroup,
  readGroup as mayReadGroup,
  readGroups,
  requestToJoinGroup,
} from './policy';

/** A group by the path id, with the caller's standing (a visitor's load finds nothing). */
const byId = (db: Db, ctx: RequestContext, groupId: string) =>
  ctx.actor.userId === null ? Promise.resolve(undefined) : loadGroup(db, ctx.actor.userId, groupId);

/** The class named by the input's `cohortPath`, with the caller's standing. */
const byCohortPath = async (db: Db, ctx: RequestContext, _id: string, input: { cohortPath?: unknown }) =>
  ctx.actor.userId === null || typeof input.cohortPath !== 'string'
    ? undefined
    : loadGroupClass(db, ctx.actor.userId, input.cohortPath);

/**
 * The `group` resource (common/api/group.ts): a class's groups, open and closed, their members,
 * admins and requests to join. Rules: policy.ts; reads and writes: groups.ts.
 */
export const groupResource = resource(
  'group',
  servedMethods(
    serve(groupCalls.listGroups, {
      allow: readGroups,
      load: byCohortPath,
      run: (db, ctx, target) => listGroups(db, ctx.actor, target),
    }),
    serve(groupCalls.getGroup, {
      allow: mayReadGroup,
      load: byId,
      run: (db, ctx, group) => readGroup(db, ctx.actor, group),
    }),
    serve(groupCalls.createGroup, {
      allow: mayCreateGroup,
      load: byCohortPath,
      run: (db, ctx, target, input) => createGroup(db, ctx.actor, target, input),
    }),
    serve(groupCalls.editGroup, {
      allow: administerGroup,
      load: byId,
      run: (db, ctx, group, input) => editGroup(db, ctx.actor, group, input),
    }),
    serve(groupCalls.deleteGroup, {
      allow: administerGroup,
      load: byId,
      run: (db, _ctx, group) => deleteGroup(db, group),
    }),
    serve(groupCalls.joinGroup, {
      allow: joinGroup,
      load: byId,
      run: (db, ctx, group) => joinOrRequest(db, ctx.actor, group),
    }),
    serve(groupCalls.requestToJoin, {
      allow: requestToJoinGroup,
      load: byId,
      run: (db, ctx, group) => joinOrRequest(db, ctx.actor, group),
    }),
    serve(groupCalls.approveRequest, {
      allow: administerGroup,
      load: byId,
      run: (db, ctx, group, input) => answerRequest(db, ctx.actor, group, input.userId, true),
    }),
    serve(groupCalls.declineRequest, {
      allow: administerGroup,
      load: byId,
      run: (db, ctx, group, input) => answerRequest(db, ctx.actor, group, input.userId, false),
    }),
    serve(groupCalls.leaveGroup, {
      allow: mayLeaveGroup,
      load: byId,
      run: (db, ctx, group) => leaveGroup(db, ctx.actor, group),
    }),
    serve(groupCalls.setAdmin, {
      allow: administerGroup,
      load: byId,
      run: (db, ctx, group, input) => setAdmin(db, ctx.actor, group, input.userId, input.isAdmin),
    }),
    serve(groupCalls.removeMember, {
      allow: administerGroup,
      load: byId,
      run: (db, ctx, group, input) => removeMember(db, ctx.actor, group, input.userId),
    }),
  ),
);
