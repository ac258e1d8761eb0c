import { z } from 'zod';
import {
  AddModuleInput,
  DeleteModuleInput,
  DeletePageInput,
  MoveModuleInput,
  MovePageInput,
  RenameModuleInput,
  RenamePageInput,
} from '../../../common/api/outline';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { method, resource } from '../../rpc/method';
import { loadOutlineCourse, type OutlineCourse } from './outline-access';
import { addModule, deleteModule, moveModule, renameModule } from './outline-modules';
import { deletePage, movePage, renamePage } from './outline-pages';
import { readOutline } from './outline-read';
import { mayEditOutline, mayReadOutline } from './policy';

/**
 * An outline write addressed by course path: the change, then the outline as saved, so the
 * client shows exactly what the server holds.
 */
export function outlineWrite<Input extends z.ZodType>(
  input: Input,
  change: (db: Db, ctx: RequestContext, course: OutlineCourse, input: z.output<Input>) => Promise<void>,
) {
  return method({
    input,
    allow: mayEditOutline,
    load: loadOutlineCourse,
    run: async (db, ctx, course: OutlineCourse, args) => {
      await change(db, ctx, course, args);
      return readOutline(db, ctx.actor, course);
    },
  });
}

/**
 * The course outline (spec §3 course outline sections): modules and pages of the course at the
 * path id. Kept as its own resource for now; it could later merge into the course resource.
 * Content adds `addPage`, since a page is created with its layout and first revision.
 */
export const outlineResource = resource('outline', {
  read: {
    getOutline: method({
      input: z.object({}),
      allow: mayReadOutline,
      load: loadOutlineCourse,
      run: (db, ctx, course) => readOutline(db, ctx.actor, course),
    }),
  },
  update: {
    addModule: outlineWrite(AddModuleInput, (db, _ctx, course, input) =>
      addModule(db, course.id, input.title),
    ),
    renameModule: outlineWrite(RenameModuleInput, (db, _ctx, course, input) =>
      renameModule(db, course.id, input.moduleId, input.title),
    ),
    deleteModule: outlineWrite(DeleteModuleInput, (db, _ctx, course, input) =>
      deleteModule(db, course.id, input.moduleId),
    ),
    moveModule: outlineWrite(MoveModuleInput, (db, _ctx, course, input) =>
      moveModule(db, course.id, input.moduleId, input.index),
    ),
    renamePage: outlineWrite(RenamePageInput, (db, _ctx, course, input) =>
      renamePage(db, course.id, input.pageId, input.title),
    ),
    movePage: outlineWrite(MovePageInput, (db, _ctx, course, input) =>
      movePage(db, course.id, input.pageId, input.moduleId, input.index),
    ),
    deletePage: outlineWrite(DeletePageInput, (db, _ctx, course, input) =>
      deletePage(db, course.id, input.pageId),
    ),
  },
});
