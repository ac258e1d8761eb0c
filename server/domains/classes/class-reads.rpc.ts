import { z } from 'zod';
import type { Actor } from '../../rpc/actor';
import { method, type ResourceMethods } from '../../rpc/method';
import { type LoadedClass, loadClass, mayManageClass } from './class-access';
import { readCohortSchedule } from './class-schedule';

/** The class's members (active learners and facilitators) and its managers. */
function mayReadClass(actor: Actor, loaded: LoadedClass): boolean {
  return mayManageClass(actor, loaded) || (actor.userId !== null && loaded.enrolment?.status === 'active');
}

/** Reads of a class for its members: methods of the `cohort` resource (merged in cohort.rpc.ts). */
export const classReadMethods: ResourceMethods = {
  read: {
    getCohortSchedule: method({
      input: z.object({}),
      allow: mayReadClass,
      load: (db, ctx, path) => loadClass(db, ctx, path),
      run: (db, ctx, loaded) => readCohortSchedule(db, loaded, ctx.actor.userId!),
    }),
  },
};
