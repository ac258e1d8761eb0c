import type { assessmentReportCalls } from '../../common/api/assessment-report';
import { call, callQuery } from './call';

const RESOURCE = 'assessment_report_cohort_membership';
const getClassReport = call<typeof assessmentReportCalls.getClassReport>(RESOURCE, 'read', 'getClassReport');
const getMyReport = call<typeof assessmentReportCalls.getMyReport>(RESOURCE, 'lookup', 'getMyReport');

const loginRequired = { loginRequired: true };

/** How a class did on each assessed item of its course, for its teachers and the course's writers. */
export const classReportQuery = (cohortPath: string) =>
  callQuery(getClassReport, { id: cohortPath }, loginRequired);

/** The signed-in learner's results against their class's averages (404 for anyone who learns in none of the course's classes). */
export const myReportQuery = (coursePath: string) =>
  callQuery(getMyReport, { input: { coursePath } }, loginRequired);
