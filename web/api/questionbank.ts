import type { ExportFormat, questionbankCalls } from '../../common/api/questionbank';
import { type CallInput, call, callQuery, request } from './call';

const listBanks = call<typeof questionbankCalls.listBanks>('questionbank', 'lookup', 'listBanks');
const createBankCall = call<typeof questionbankCalls.createBank>('questionbank', 'create', undefined);
const getBank = call<typeof questionbankCalls.getBank>('questionbank', 'read', 'getBank');
const importCall = call<typeof questionbankCalls.importQuestions>(
  'questionbank',
  'update',
  'importQuestions',
);
const removeCall = call<typeof questionbankCalls.removeQuestion>('questionbank', 'update', 'removeQuestion');
const exportCall = call<typeof questionbankCalls.exportBank>('questionbank', 'read', 'exportBank');
const importStatus = call<typeof questionbankCalls.importStatus>('questionbank', 'read', 'importStatus');

const loginRequired = { loginRequired: true };

/** The key prefix of every question bank read: what a change makes stale. */
export const questionBanksKey = [listBanks.resource] as const;

export const banksQuery = (coursePath: string) =>
  callQuery(listBanks, { input: { coursePath } }, loginRequired);
export const bankQuery = (bankId: string) => callQuery(getBank, { id: bankId }, loginRequired);

export const createBank = (input: CallInput<typeof questionbankCalls.createBank>) =>
  request(createBankCall, { input }, loginRequired);
/** Starts importing a file into the bank: a job, followed by importStatusQuery. */
export const importQuestions = (bankId: string, input: CallInput<typeof questionbankCalls.importQuestions>) =>
  request(importCall, { id: bankId, input }, loginRequired);
/** Where an import stands: its percentage, then its report. */
export const importStatusQuery = (importId: string) =>
  callQuery(importStatus, { id: importId }, loginRequired);
export const removeBankQuestion = (bankId: string, questionId: string) =>
  request(removeCall, { id: bankId, input: { questionId } }, loginRequired);
/** The bank as a file of `format` to download, with the questions the format could not hold. */
export const exportBank = (bankId: string, format: ExportFormat) =>
  request(exportCall, { id: bankId, input: { format } }, loginRequired);
