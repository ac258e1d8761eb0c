import { examCalls } from '../../../common/api/exam';
import type { Db } from '../../db/client';
import { resource, serve, servedMethods } from '../../rpc/method';
import { designCourse, loadCourse } from '../courses';
import { loadCourseWithClasses } from './course-with-classes';
import { saveExamAnswers, startExam, submitExam, takeExam } from './exam-attempts';
import { examResults, loadExamWithClasses } from './exam-results';
import { loadDesignedExam, loadExamInClass } from './exam-target';
import { createExam, examDetail, listExams, releaseResults, removeExam, updateExam } from './exams';
import { myExams } from './my-exams';
import {
  designExam,
  gradebookClasses,
  learnerClassOf,
  takeExam as mayTakeExam,
  readGradebook,
  readOwnGrades,
} from './policy';

const designed = {
  allow: designExam,
  load: (db: Db, ctx: { actor: { userId: string | null } }, examId: string) =>
    loadDesignedExam(db, ctx.actor.userId, examId),
};

const inClass = {
  allow: mayTakeExam,
  load: async (
    db: Db,
    ctx: { actor: { userId: string | null } },
    examId: string,
    input: { cohortPath: string },
  ) =>
    ctx.actor.userId === null ? undefined : loadExamInClass(db, ctx.actor.userId, examId, input.cohortPath),
};

/**
 * Exams (spec §3 resource `exam`): the course team sets them up from the course's question banks
 * and reads their results; a learner of a class takes them against a clock the server keeps.
 */
export const examResource = resource(
  'exam',
  servedMethods(
    serve(examCalls.listExams, {
      allow: designCourse,
      load: (db, ctx, _id, input) => loadCourse(db, ctx.actor.userId, input.coursePath),
      run: (db, _ctx, course) => listExams(db, course),
    }),
    serve(examCalls.createExam, {
      allow: designCourse,
      load: (db, ctx, _id, input) => loadCourse(db, ctx.actor.userId, input.coursePath),
      run: (db, _ctx, course, input) => createExam(db, course, input.title),
    }),
    serve(examCalls.getExam, { ...designed, run: (db, _ctx, loaded) => examDetail(db, loaded) }),
    serve(examCalls.updateExam, {
      ...designed,
      run: (db, _ctx, loaded, input) => updateExam(db, loaded, input),
    }),
    serve(examCalls.removeExam, { ...designed, run: (db, _ctx, loaded) => removeExam(db, loaded) }),
    serve(examCalls.releaseResults, { ...designed, run: (db, _ctx, loaded) => releaseResults(db, loaded) }),
    serve(examCalls.examResults, {
      allow: readGradebook,
      load: (db, ctx, examId) => loadExamWithClasses(db, ctx, examId),
      run: (db, ctx, loaded) => examResults(db, loaded, gradebookClasses(ctx.actor, loaded)),
    }),
    serve(examCalls.myExams, {
      allow: readOwnGrades,
      load: (db, ctx, _id, input) => loadCourseWithClasses(db, ctx, input.coursePath),
      run: (db, ctx, loaded) =>
        myExams(db, ctx.actor.userId, loaded.course.id, learnerClassOf(loaded.classes)!),
    }),
    serve(examCalls.takeExam, {
      ...inClass,
      run: (db, ctx, loaded) => takeExam(db, loaded, ctx.actor.userId),
    }),
    serve(examCalls.startExam, {
      ...inClass,
      run: (db, ctx, loaded) => startExam(db, loaded, ctx.actor.userId),
    }),
    serve(examCalls.saveExamAnswers, {
      ...inClass,
      run: (db, ctx, loaded, input) => saveExamAnswers(db, loaded, ctx.actor.userId, input.answers),
    }),
    serve(examCalls.submitExam, {
      ...inClass,
      run: (db, ctx, loaded, input) => submitExam(db, loaded, ctx.actor.userId, input.answers),
    }),
  ),
);
