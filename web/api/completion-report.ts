import type { CompletionTableInput, completionReportCalls } from '../../common/api/completion-report';
import { call, callQuery } from './call';

// An institution's completion reports (common/api/completion-report.ts), for its team; the id is the
// institution's path.
type Calls = typeof completionReportCalls;
const report = call<Calls['report']>('institute', 'read', 'getCompletionReport');
const table = call<Calls['table']>('institute', 'read', 'getCompletionTable');

const loginRequired = { loginRequired: true };

export const completionReportQuery = (path: string) => callQuery(report, { id: path }, loginRequired);
export const completionTableQuery = (path: string, input: CompletionTableInput) =>
  callQuery(table, { id: path, input }, loginRequired);
