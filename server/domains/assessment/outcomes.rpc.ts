import { outcomeCalls } from '../../../common/api/outcomes';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { serve, servedMethods } from '../../rpc/method';
import { loadCourse } from '../courses';
import { askedClasses } from './asked-classes';
import { attainment } from './attainment';
import { courseOutcomesOf } from './course-outcomes';
import { loadCourseWithClasses } from './course-with-classes';
import { myAttainment } from './my-attainment';
import {
  addOutcome,
  editOutcome,
  moveOutcome,
  removeOutcome,
  setAlignmentVisibility,
} from './outcome-writes';
import { designOutcomes, learnerClassOf, readGradebook, readOwnAttainment } from './policy';

/** The course at the path id, for its writers. */
const courseAt = {
  allow: designOutcomes,
  load: (db: Db, ctx: RequestContext, coursePath: string) => loadCourse(db, ctx.actor.userId, coursePath),
};

/**
 * The course admin action `outcomes`, added to the `course` resource: the course's outcomes kept
 * by its team (ids that alignments name), whether learners see their attainment, the attainment of
 * the learners the caller may see, and a learner's own.
 */
export const outcomeMethods = servedMethods(
  serve(outcomeCalls.getOutcomes, { ...courseAt, run: (db, _ctx, course) => courseOutcomesOf(db, course) }),
  serve(outcomeCalls.addOutcome, {
    ...courseAt,
    run: (db, _ctx, course, input) => addOutcome(db, course, input.text),
  }),
  serve(outcomeCalls.editOutcome, {
    ...courseAt,
    run: (db, _ctx, course, input) => editOutcome(db, course, input.outcomeId, input.text),
  }),
  serve(outcomeCalls.moveOutcome, {
    ...courseAt,
    run: (db, _ctx, course, input) => moveOutcome(db, course, input.outcomeId, input.position),
  }),
  serve(outcomeCalls.removeOutcome, {
    ...courseAt,
    run: (db, _ctx, course, input) => removeOutcome(db, course, input.outcomeId),
  }),
  serve(outcomeCalls.setAlignmentVisibility, {
    ...courseAt,
    run: (db, _ctx, course, input) => setAlignmentVisibility(db, course, input.alignmentVisibility),
  }),
  serve(outcomeCalls.getAttainment, {
    allow: readGradebook,
    load: (db, ctx, coursePath) => loadCourseWithClasses(db, ctx, coursePath),
    run: (db, ctx, loaded, input) =>
      attainment(db, loaded.course.id, askedClasses(ctx.actor, loaded, input.cohortPath), input.page),
  }),
  serve(outcomeCalls.getMyAttainment, {
    allow: readOwnAttainment,
    load: (db, ctx, coursePath) => loadCourseWithClasses(db, ctx, coursePath),
    run: (db, ctx, loaded) =>
      myAttainment(db, ctx.actor.userId, loaded.course.id, learnerClassOf(loaded.classes)!),
  }),
);
