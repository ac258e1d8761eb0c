import type { z } from 'zod';
import type { Contract } from '../../../common/api/contract';
import { type CourseOutline, outlineCalls } from '../../../common/api/outline';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { resource, type ServedMethod, serve, servedMethods } from '../../rpc/method';
import { loadOutlineCourse, type OutlineCourse } from './outline-access';
import { addModule, deleteModule, moveModule, renameModule } from './outline-modules';
import { deletePage, movePage, renamePage } from './outline-pages';
import { readOutline } from './outline-read';
import { editSeenOutline, seeOutline } from './policy';

/** A change of the outline, made for a signed-in editor of the course. */
type OutlineChange<Input> = (
  db: Db,
  ctx: RequestContext<SignedInActor>,
  course: OutlineCourse,
  input: Input,
) => Promise<void>;

/**
 * An outline write addressed by course path (its call declared in common/api): the change, then
 * the outline as saved, so the client shows exactly what the server holds.
 */
export function outlineWrite<Input extends z.ZodType>(
  call: Contract<Input, typeof CourseOutline, 'update', 'outline', string>,
  change: OutlineChange<z.output<Input>>,
): ServedMethod {
  return serve(call, {
    allow: editSeenOutline,
    load: (db, ctx, path) => loadOutlineCourse(db, ctx, path),
    run: async (db, ctx, course, input) => {
      await change(db, ctx, course, input);
      return readOutline(db, ctx.actor, course);
    },
  });
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
      allow: seeOutline,
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
