import type {
  DecidedEnrolment,
  DecideEnrolmentInput,
  EnrolInput,
  EnrollableClass,
  EnrolmentCodeBatch,
  EnrolReply,
  GeneratedEnrolmentCodes,
  GenerateEnrolmentCodesInput,
  PendingEnrolment,
} from '../../common/api/enrolment';
import { apiRequest } from './client';

const COHORT = '/json/cohort';
const byPath = (path: string) => encodeURIComponent(path);

/** Query keys of enrolment data. */
export const enrolmentKeys = {
  /** The classes of a course as the given user (null: a visitor) sees them. */
  classes: (coursePath: string, userId: string | null) =>
    ['enrolment', 'classes', coursePath, userId] as const,
  allClasses: ['enrolment', 'classes'] as const,
  codeBatches: (cohortPath: string) => ['enrolment', 'code-batches', cohortPath] as const,
  pending: (cohortPath: string) => ['enrolment', 'pending', cohortPath] as const,
};

/** The classes of a course a visitor may join, with the caller's own status in each. */
export function fetchEnrollableClasses(coursePath: string): Promise<EnrollableClass[]> {
  return apiRequest('GET', `${COHORT}/lookup/listEnrollableClasses`, { query: { coursePath } });
}

/** Joins a class; a visitor is asked to sign in first and the request then runs again. */
export function enrolInClass(input: EnrolInput): Promise<EnrolReply> {
  return apiRequest('POST', `${COHORT}/execute/enrol`, { body: input, loginRequired: true });
}

/** The class's enrolment code batches with their used and total uses. */
export function fetchEnrolmentCodeBatches(cohortPath: string): Promise<EnrolmentCodeBatch[]> {
  return apiRequest('GET', `${COHORT}/read/listEnrolmentCodeBatches/${byPath(cohortPath)}`, {
    loginRequired: true,
  });
}

/** Generates a batch of enrolment codes for the class. */
export function generateEnrolmentCodes(
  cohortPath: string,
  input: GenerateEnrolmentCodesInput,
): Promise<GeneratedEnrolmentCodes> {
  return apiRequest('POST', `${COHORT}/update/generateEnrolmentCodes/${byPath(cohortPath)}`, {
    body: input,
    loginRequired: true,
  });
}

/** The class's requests to join that wait for a decision. */
export function fetchPendingEnrolments(cohortPath: string): Promise<PendingEnrolment[]> {
  return apiRequest('GET', `${COHORT}/read/listPendingEnrolments/${byPath(cohortPath)}`, {
    loginRequired: true,
  });
}

/** Approves or rejects a request to join the class. */
export function decideEnrolment(cohortPath: string, input: DecideEnrolmentInput): Promise<DecidedEnrolment> {
  return apiRequest('POST', `${COHORT}/update/decideEnrolment/${byPath(cohortPath)}`, {
    body: input,
    loginRequired: true,
  });
}
