import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { CoursePath } from './course-path';

export const BANK_NAME_MAX = 120;
/**
 * The most characters of a file of questions sent to import (about 5,000 GIFT questions): its
 * text, or its bytes in base64 (4 characters for 3 bytes), so a package of IMPORT_PACKAGE_MB.
 */
export const IMPORT_TEXT_MAX = 2_000_000;
export const IMPORT_PACKAGE_MB = (IMPORT_TEXT_MAX * 3) / 4 / 1_000_000;
/** The formats a bank imports: Moodle's GIFT and Moodle XML, and IMS QTI 2.1 (an item, or a package of them). */
export const IMPORT_FORMATS = ['gift', 'moodle_xml', 'qti'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The formats a bank is written in (common/domain/quiz/export): GIFT and Moodle XML, and a QTI 2.1 package. */
export const EXPORT_FORMATS = ['gift', 'moodle_xml', 'qti'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const FILE_REASON = reasonText('quiz.bankFile', { max: IMPORT_TEXT_MAX, megabytes: IMPORT_PACKAGE_MB });
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

/**
 * Where an import stands (spec §4 job progress): running with the percentage of its questions
 * stored, then finished with what it did, or failed with why (nothing was imported).
 */
export const ImportState = z.object({
  importId: z.string(),
  status: z.enum(['running', 'finished', 'failed']),
  percentage: z.number().int().min(0).max(100),
  result: ImportResult.optional(),
  reason: z.string().optional(),
});
export type ImportState = z.infer<typeof ImportState>;

/** How an exported file is sent: its text, or (`base64`) its bytes, as a QTI package (.zip) is. */
export const EXPORT_ENCODINGS = ['utf8', 'base64'] as const;
export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];

/** A bank written as a file to download, and the questions the format could not hold, with why (common/domain/quiz/export). */
export const ExportResult = z.object({
  fileName: z.string(),
  contentType: z.string(),
  text: z.string(),
  encoding: z.enum(EXPORT_ENCODINGS),
  skipped: z.array(ImportProblem.omit({ line: true })),
});
export type ExportResult = z.infer<typeof ExportResult>;

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
      text: z.string({ error: FILE_REASON }).max(IMPORT_TEXT_MAX, { error: FILE_REASON }),
      /** `base64`: `text` is the file's bytes, as a package (.zip) of QTI items is sent. */
      encoding: z.literal('base64', { error: FILE_REASON }).optional(),
    }),
    /** At once: the import is a job (importStatus follows it). */
    output: ImportState,
  }),
  /** `read importStatus/{importId}`: an import into a bank, by the bank's rule. */
  importStatus: contract('questionbank', 'read', 'importStatus', {
    input: z.object({}),
    output: ImportState,
  }),
  exportBank: contract('questionbank', 'read', 'exportBank', {
    input: z.object({ format: z.enum(EXPORT_FORMATS, { error: reasonText('quiz.bankFormat') }) }),
    output: ExportResult,
  }),
  removeQuestion: contract('questionbank', 'update', 'removeQuestion', {
    input: z.object({ questionId: z.uuid({ error: reasonText('quiz.bankQuestion') }) }),
    output: BankDetail,
  }),
};
