import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';

export const BANK_NAME_MAX = 120;
/** The most characters of a file of questions (about 5,000 GIFT questions). */
export const IMPORT_TEXT_MAX = 2_000_000;
/** The formats a bank imports: Moodle's GIFT (Moodle XML and IMS QTI 2.1 to come). */
export const IMPORT_FORMATS = ['gift'] as const;

const CoursePath = z
  .string({ error: reasonText('progress.course') })
  .trim()
  .toLowerCase()
  .min(1, { error: reasonText('progress.course') });
const BankName = z
  .string({ error: reasonText('quiz.bankName', { max: BANK_NAME_MAX }) })
  .trim()
  .min(1, { error: reasonText('quiz.bankName', { max: BANK_NAME_MAX }) })
  .max(BANK_NAME_MAX, { error: reasonText('quiz.bankName', { max: BANK_NAME_MAX }) });

/** A bank as its course lists it. */
export const BankSummary = z.object({
  id: z.string(),
  name: z.string(),
  questionCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type BankSummary = z.infer<typeof BankSummary>;

/** A question of a bank, as the bank's page lists it. */
export const BankQuestion = z.object({
  id: z.string(),
  name: z.string().nullable(),
  widgetType: z.string(),
  question: z.string(),
  tags: z.array(z.string()),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
});
export type BankQuestion = z.infer<typeof BankQuestion>;

export const BankDetail = BankSummary.extend({ coursePath: z.string(), questions: z.array(BankQuestion) });
export type BankDetail = z.infer<typeof BankDetail>;

/** One question of a file that could not be taken, with why (common/domain/quiz/import). */
export const ImportProblem = z.object({
  index: z.number().int(),
  line: z.number().int().nullable(),
  name: z.string().nullable(),
  code: z.string(),
  reason: z.string(),
});

/**
 * What an import did: a file whose questions all fit is taken whole; a file with any problem
 * imports nothing (a transaction), and says, per question, what it could not take.
 */
export const ImportResult = z.object({
  imported: z.number().int(),
  read: z.number().int(),
  problems: z.array(ImportProblem),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const questionbankCalls = {
  listBanks: contract('questionbank', 'lookup', 'listBanks', {
    input: z.object({ coursePath: CoursePath }),
    output: z.array(BankSummary),
  }),
  createBank: contract('questionbank', 'create', undefined, {
    input: z.object({ coursePath: CoursePath, name: BankName }),
    output: BankSummary,
  }),
  getBank: contract('questionbank', 'read', 'getBank', { input: z.object({}), output: BankDetail }),
  importQuestions: contract('questionbank', 'update', 'importQuestions', {
    input: z.object({
      format: z.enum(IMPORT_FORMATS, { error: reasonText('quiz.bankFormat') }),
      text: z
        .string({ error: reasonText('quiz.bankFile', { max: IMPORT_TEXT_MAX }) })
        .max(IMPORT_TEXT_MAX, { error: reasonText('quiz.bankFile', { max: IMPORT_TEXT_MAX }) }),
    }),
    output: ImportResult,
  }),
  removeQuestion: contract('questionbank', 'update', 'removeQuestion', {
    input: z.object({ questionId: z.uuid({ error: reasonText('quiz.bankQuestion') }) }),
    output: BankDetail,
  }),
};
