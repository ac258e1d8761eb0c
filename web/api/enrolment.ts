import type {
  DecideEnrolmentInput,
  EnrolInput,
  enrolmentCalls,
  GenerateEnrolmentCodesInput,
} from '../../common/api/enrolment';
import { call, callKey, callKeyPrefix, callQuery, request } from './call';
import { viewerQuery } from './viewer-query';

// The enrolment calls of the `cohort` resource (common/api/enrolment.ts): joining a class, and its
// vouchers and pending requests for the class's staff.
const signedIn = { loginRequired: true };
type Calls = typeof enrolmentCalls;

const enrollable = call<Calls['listEnrollableClasses']>('cohort', 'lookup', 'listEnrollableClasses');
const enrol = call<Calls['enrol']>('cohort', 'execute', 'enrol');
const codeBatches = call<Calls['listEnrolmentCodeBatches']>('cohort', 'read', 'listEnrolmentCodeBatches');
const generateCodes = call<Calls['generateEnrolmentCodes']>('cohort', 'update', 'generateEnrolmentCodes');
const pending = call<Calls['listPendingEnrolments']>('cohort', 'read', 'listPendingEnrolments');
const decide = call<Calls['decideEnrolment']>('cohort', 'update', 'decideEnrolment');

/**
 * The classes of a course a visitor may join, with the caller's own status in each, as query
 * options keyed by who asks (`viewerId`, null for a visitor).
 */
export const enrollableClassesQuery = (coursePath: string, viewerId: string | null) =>
  viewerQuery(enrollable, { input: { coursePath } }, viewerId);

/** The start of the keys of every course's joinable classes, whoever asked (an enrolment changes them). */
export const ALL_ENROLLABLE_CLASSES_KEY = callKeyPrefix(enrollable);

/** Joins a class; a visitor is asked to sign in first and the request then runs again. */
export const enrolInClass = (input: EnrolInput) => request(enrol, { input }, signedIn);

/** Query key of the class's enrolment code batches. */
export const codeBatchesKey = (cohortPath: string) => callKey(codeBatches, { id: cohortPath });

/** The class's enrolment code batches with their used and total uses, as query options. */
export const codeBatchesQuery = (cohortPath: string) => callQuery(codeBatches, { id: cohortPath }, signedIn);

/** Generates a batch of enrolment codes for the class. */
export const generateEnrolmentCodes = (cohortPath: string, input: GenerateEnrolmentCodesInput) =>
  request(generateCodes, { id: cohortPath, input }, signedIn);

/** Query key of the class's requests to join that wait for a decision. */
export const pendingEnrolmentsKey = (cohortPath: string) => callKey(pending, { id: cohortPath });

/** The class's requests to join that wait for a decision, as query options. */
export const pendingEnrolmentsQuery = (cohortPath: string) =>
  callQuery(pending, { id: cohortPath }, signedIn);

/** Approves or rejects a request to join the class. */
export const decideEnrolment = (cohortPath: string, input: DecideEnrolmentInput) =>
  request(decide, { id: cohortPath, input }, signedIn);
