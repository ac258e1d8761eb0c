import { IMPORT_TEXT_MAX, questionbankCalls } from '../../../common/api/questionbank';
import { reasonText } from '../../../common/reasons';
import { AppError } from '../../rpc/app-error';
import { resource, serve, servedMethods } from '../../rpc/method';
import { designCourse, loadCourse } from '../courses';
import { designBank } from './policy';
import { bankDetail, createBank, exportBank, listBanks, loadBank, removeQuestion } from './question-banks';
import { importState, loadImport, startQuestionImport } from './question-import';

/**
 * A file of IMPORT_TEXT_MAX characters as JSON: up to 3 bytes a character in UTF-8 (an escaped
 * quote or backslash takes 2), with room for the rest of the body.
 */
const IMPORT_BODY_LIMIT = 3 * IMPORT_TEXT_MAX + 1024;

const courseOfInput = (db: Parameters<typeof loadCourse>[0], userId: string | null, coursePath: string) =>
  loadCourse(db, userId, coursePath);

/**
 * Question banks (spec §3 resource `questionbank`): a course's questions kept for reuse, listed,
 * created, filled from a file teachers already have (GIFT, Moodle XML, IMS QTI 2.1: a job, followed
 * by importStatus), written as one for Moodle, and pruned, by the course's writers.
 */
export const questionbankResource = resource(
  'questionbank',
  servedMethods(
    serve(questionbankCalls.listBanks, {
      allow: designCourse,
      load: (db, ctx, _id, input) => courseOfInput(db, ctx.actor.userId, input.coursePath),
      run: (db, _ctx, course) => listBanks(db, course.id),
    }),
    serve(questionbankCalls.createBank, {
      allow: designCourse,
      load: (db, ctx, _id, input) => courseOfInput(db, ctx.actor.userId, input.coursePath),
      run: (db, _ctx, course, input) => createBank(db, course.id, input.name),
    }),
    serve(questionbankCalls.getBank, {
      allow: designBank,
      load: (db, ctx, bankId) => loadBank(db, ctx.actor.userId, bankId),
      run: (db, _ctx, bank) => bankDetail(db, bank),
    }),
    serve(questionbankCalls.importQuestions, {
      allow: designBank,
      load: (db, ctx, bankId) => loadBank(db, ctx.actor.userId, bankId),
      run: (db, ctx, bank, input) => startQuestionImport(db, ctx.deps, bank, ctx.actor.userId, input),
      bodyLimit: IMPORT_BODY_LIMIT,
      // The import's row is committed before its job is queued, for a worker to find.
      transaction: false,
    }),
    serve(questionbankCalls.importStatus, {
      allow: designBank,
      load: (db, ctx, importId) => loadImport(db, ctx.actor.userId, importId),
      run: async (_db, _ctx, loaded) => importState(loaded.questionImport),
    }),
    serve(questionbankCalls.exportBank, {
      allow: designBank,
      load: (db, ctx, bankId) => loadBank(db, ctx.actor.userId, bankId),
      run: (db, _ctx, bank, input) => exportBank(db, bank, input.format),
    }),
    serve(questionbankCalls.removeQuestion, {
      allow: designBank,
      load: (db, ctx, bankId) => loadBank(db, ctx.actor.userId, bankId),
      run: async (db, _ctx, bank, input) => {
        if ((await removeQuestion(db, bank, input.questionId)) === 0) {
          const reason = reasonText('quiz.bankQuestion');
          throw new AppError('not_found', reason, { questionId: reason });
        }
        return bankDetail(db, bank);
      },
    }),
  ),
);
