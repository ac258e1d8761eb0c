import { assessmentCalls } from '../../../common/api/assessment';
import { resource, serve, servedMethods } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { designCourse, loadCourse } from '../courses';
import { designUses } from './design-uses';
import { createDesign, designOf, listDesigns, loadDesign, removeDesign, updateDesign } from './designs';
import { loadAttemptToMark } from './mark-attempt';
import { markingItem } from './marking-item';
import { markingQueue } from './marking-queue';
import { designAssessment, markClassAttempt } from './policy';

/**
 * Assessment designs and the marking queue (resource `assessment`): a course's writers keep its
 * designs (points, or a rubric of criteria × levels) that submission blocks are marked by; a
 * teacher lists the work of the classes they teach, across courses, and opens an attempt to mark
 * (`update quiz markAttempt` marks it).
 */
export const assessmentResource = resource(
  'assessment',
  servedMethods(
    serve(assessmentCalls.listDesigns, {
      allow: designCourse,
      load: (db, ctx, _id, input) => loadCourse(db, ctx.actor.userId, input.coursePath),
      run: (db, _ctx, course) => listDesigns(db, course.id),
    }),
    serve(assessmentCalls.createDesign, {
      allow: designCourse,
      load: (db, ctx, _id, input) => loadCourse(db, ctx.actor.userId, input.coursePath),
      run: (db, _ctx, course, { coursePath: _path, ...fields }) => createDesign(db, course.id, fields),
    }),
    serve(assessmentCalls.getDesign, {
      allow: designAssessment,
      load: (db, ctx, designId) => loadDesign(db, ctx.actor.userId, designId),
      run: async (_db, _ctx, loaded) => designOf(loaded.design),
    }),
    serve(assessmentCalls.updateDesign, {
      allow: designAssessment,
      load: (db, ctx, designId) => loadDesign(db, ctx.actor.userId, designId),
      run: (db, _ctx, loaded, fields) => updateDesign(db, loaded, fields),
    }),
    serve(assessmentCalls.removeDesign, {
      allow: designAssessment,
      load: (db, ctx, designId) => loadDesign(db, ctx.actor.userId, designId),
      run: async (db, _ctx, loaded) => {
        await removeDesign(db, loaded);
        return { removed: true as const };
      },
    }),
    serve(assessmentCalls.designUses, {
      allow: designAssessment,
      load: (db, ctx, designId) => loadDesign(db, ctx.actor.userId, designId),
      run: (db, _ctx, loaded) => designUses(db, loaded),
    }),
    serve(assessmentCalls.markingQueue, {
      allow: signedIn,
      run: (db, ctx, _loaded, input) => markingQueue(db, ctx.actor.userId, input),
    }),
    serve(assessmentCalls.markingItem, {
      allow: markClassAttempt,
      load: (db, ctx, attemptId) => loadAttemptToMark(db, ctx, attemptId),
      run: async (_db, _ctx, loaded) => markingItem(loaded),
    }),
  ),
);
