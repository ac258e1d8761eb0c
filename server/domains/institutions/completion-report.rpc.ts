import { completionReportCalls } from '../../../common/api/completion-report';
import { readCompletionReport, readCompletionTable } from './completion-report';
import { onInstitution } from './on-institution';

/** The institution's completion reports (spec §2 reports and completion tables), for its team. */
export const completionReportMethods = [
  onInstitution(completionReportCalls.report, (db, _ctx, institution) =>
    readCompletionReport(db, institution.id),
  ),
  onInstitution(completionReportCalls.table, (db, _ctx, institution, input) =>
    readCompletionTable(db, institution.id, input),
  ),
] as const;
