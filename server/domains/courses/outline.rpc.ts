import type { z } from 'zod';
import type { AnyContract } from '../../../common/api/contract';
import { outlineCalls } from '../../../common/api/outline';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { type AnyMethod, method, resource, type ServedMethod, serve, servedMethods } from '../../rpc/method';
import { loadOutlineCourse, type OutlineCourse } from './outline-access';
import { addModule, deleteModule, moveModule, renameModule } from './outline-modules';
import { deletePage, movePage, renamePage } from './outline-pages';
import { readOutline } from './outline-read';
import { mayEditOutline, mayReadOutline } from './policy';

/** A change of the outline, made for a signed-in editor of the course. */
type OutlineChange<Input> = (
  db: Db,
  ctx: RequestContext<SignedInActor>,
  course: OutlineCourse,
  input: Input,
) => Promise<void>;

const isContract = (target: AnyContract | z.ZodType): target is AnyContract => 'verb' in target;

/**
 * An outline write addressed by course path (its call declared in common/api): the change, then
 * the outline as saved, so the client shows exactly what the server holds.
 */
export function outlineWrite<Call extends AnyContract>(
  call: Call,
  change: OutlineChange<z.output<Call['input']>>,
): ServedMethod;
/** The same from a bare input schema, until content declares `addPage` as a call of its own. */
export function outlineWrite<Input extends z.ZodType>(input: Input, change: OutlineChange<z.output<Input>>): AnyMethod;
export function outlineWrite(target: AnyContract | z.ZodType, change: OutlineChange<never>): AnyMethod {
  const spec = {
    allow: mayEditOutline,
    load: (db: Db, ctx: RequestContext, path: string) => loadOutlineCourse(db, ctx, path),
    run: async (db: Db, ctx: RequestContext<SignedInActor>, course: OutlineCourse, input: unknown) => {
      // The overloads tie `change` to the input schema; this body only passes the decoded input on.
      await change(db, ctx, course, input as never);
      return readOutline(db, ctx.actor, course);
    },
  };
  return isContract(target) ? serve(target, spec) : method({ input: target, ...spec });
}

/**
 * The course outline (spec §3 course outline sections): modules and pages of the course at the
 * path id. Kept as its own resource for now; it could later merge into the course resource.
 * Content adds `addPage`, since a page is created with its layout and first revision.
 */
export const outlineResource = resource(
  'outline',
  servedMethods(
    serve(outlineCalls.getOutline, {
      allow: mayReadOutline,
      load: (db, ctx, path) => loadOutlineCourse(db, ctx, path),
      run: (db, ctx, course) => readOutline(db, ctx.actor, course),
    }),
    outlineWrite(outlineCalls.addModule, (db, _ctx, course, input) => addModule(db, course.id, input.title)),
    outlineWrite(outlineCalls.renameModule, (db, _ctx, course, input) =>
      renameModule(db, course.id, input.moduleId, input.title),
    ),
    outlineWrite(outlineCalls.deleteModule, (db, _ctx, course, input) =>
      deleteModule(db, course.id, input.moduleId),
    ),
    outlineWrite(outlineCalls.moveModule, (db, _ctx, course, input) =>
      moveModule(db, course.id, input.moduleId, input.index),
    ),
    outlineWrite(outlineCalls.renamePage, (db, _ctx, course, input) =>
      renamePage(db, course.id, input.pageId, input.title),
    ),
    outlineWrite(outlineCalls.movePage, (db, _ctx, course, input) =>
      movePage(db, course.id, input.pageId, input.moduleId, input.index),
    ),
    outlineWrite(outlineCalls.deletePage, (db, _ctx, course, input) =>
      deletePage(db, course.id, input.pageId),
    ),
  ),
);
