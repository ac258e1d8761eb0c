import { quizCalls } from '../../../common/api/quiz';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { workMarked } from './assessment-hooks';
import { classResults, loadBlockWithClasses } from './class-results';
import { loadCourseWithClasses } from './course-with-classes';
import { loadAttemptToMark, markAttempt } from './mark-attempt';
import { myGrades } from './my-grades';
import { pageQuizzes } from './page-quizzes';
import {
  answerQuiz,
  learnerClassOf,
  markClassAttempt,
  readClassResults,
  readOwnGrades,
  readOwnQuizzes,
  taughtClasses,
} from './policy';
import { loadQuizBlock, loadQuizPage } from './quiz-target';
import { submitQuiz } from './submit-quiz';

/**
 * Quizzes (spec §7 `update quiz {id} submitQuiz`): a learner answers a quiz block in their class,
 * and reads their attempts on a page's quizzes; a teacher reads a block's results in their classes
 * and marks (or returns) their learners' attempts, emitting `workMarked`. The caller and the class named are loaded with the
 * target, so the policy needs no query.
 */
export const quizResource = resource(
  'quiz',
  servedMethods(
    serve(quizCalls.submitQuiz, {
      allow: answerQuiz,
      load: async (db, ctx, blockId, input) =>
        ctx.actor.userId === null
          ? undefined
          : loadQuizBlock(db, ctx.actor.userId, blockId, input.cohortPath),
      run: (db: Db, ctx: RequestContext, block, input) =>
        submitQuiz(ctx.deps.database, db, ctx.actor.userId!, block, input),
      // Written in a batch of its own transaction with other learners' (submit-quiz.ts).
      transaction: false,
    }),
    serve(quizCalls.classResults, {
      allow: readClassResults,
      load: (db, ctx, _id, input) => loadBlockWithClasses(db, ctx, input.blockId),
      run: (db, ctx, loaded) => classResults(db, loaded, taughtClasses(ctx.actor, loaded.classes)),
    }),
    serve(quizCalls.markAttempt, {
      allow: markClassAttempt,
      load: (db, ctx, attemptId) => loadAttemptToMark(db, ctx, attemptId),
      run: async (db, ctx, loaded, input) => {
        const marked = await markAttempt(db, ctx.actor.userId, loaded, input);
        await ctx.hooks.emit(workMarked, db, ctx, {
          attemptId: loaded.attempt.id,
          learnerId: loaded.attempt.userId,
          markerId: ctx.actor.userId,
          returned: marked.status === 'returned',
          courseId: loaded.block.courseId,
          coursePath: loaded.cohort.coursePath,
          cohortId: loaded.attempt.cohortId,
          pageId: loaded.block.pageId,
          pagePath: loaded.block.pagePath,
          markedAt: new Date().toISOString(),
        });
        return marked;
      },
    }),
    serve(quizCalls.myGrades, {
      allow: readOwnGrades,
      load: (db, ctx, _id, input) => loadCourseWithClasses(db, ctx, input.coursePath),
      run: (db, ctx, loaded) =>
        myGrades(db, ctx.actor.userId, loaded.course.id, learnerClassOf(loaded.classes)!),
    }),
    serve(quizCalls.pageQuizzes, {
      allow: readOwnQuizzes,
      load: async (db, ctx, _id, input) =>
        ctx.actor.userId === null
          ? undefined
          : loadQuizPage(db, ctx.actor.userId, input.pageId, input.cohortPath),
      run: (db, ctx, page) => pageQuizzes(db, ctx.actor.userId, page),
    }),
  ),
);
