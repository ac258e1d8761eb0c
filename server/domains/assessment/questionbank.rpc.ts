import { questionbankCalls } from '../../../common/api/questionbank';
import { parseImport } from '../../../common/domain/quiz/import/parse-import';
import { reasonText } from '../../../common/reasons';
import { AppError } from '../../rpc/app-error';
import { resource, serve, servedMethods } from '../../rpc/method';
import { designCourse, loadCourse } from '../courses';
import { designBank } from './policy';
import {
  bankDetail,
  createBank,
  importIntoBank,
  listBanks,
  loadBank,
  removeQuestion,
} from './question-banks';

const courseOfInput = (db: Parameters<typeof loadCourse>[0], userId: string | null, coursePath: string) =>
  loadCourse(db, userId, coursePath);

/**
 * Question banks (spec §3 resource `questionbank`): a course's questions kept for reuse, listed,
 * created, filled from a file teachers already have (GIFT), and pruned, by the course's writers.
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
      run: (db, _ctx, bank, input) => importIntoBank(db, bank, parseImport(input.format, input.text)),
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
