import type { QueryClient } from '@tanstack/react-query';
import type { QualificationInput, qualificationCalls } from '../../common/api/qualification';
import { authStore } from '../auth/auth-store';
import { call, callKeyPrefix, callQuery, request } from './call';
import { viewerKey, viewerQuery } from './viewer-query';

// The qualification calls (common/api/qualification.ts): anyone reads a landing page, a signed-in
// person enrols, withdraws and follows their enrolments, platform staff write qualifications.
type Calls = typeof qualificationCalls;
const landing = call<Calls['landing']>('qualification', 'read', 'getLandingPage');
const enrolCall = call<Calls['enrol']>('qualification', 'update', 'enrol');
const withdrawCall = call<Calls['withdraw']>('qualification', 'update', 'withdraw');
const mine = call<Calls['mine']>('qualification', 'lookup', 'getMine');
const list = call<Calls['list']>('qualification', 'lookup', 'getAll');
const create = call<Calls['create']>('qualification', 'create', undefined);
const edit = call<Calls['edit']>('qualification', 'update', 'edit');

const loginRequired = { loginRequired: true };

/**
 * A qualification's landing page, by its code (the page's first read), as query options keyed by
 * who asks (`viewerId`, null for a visitor): it holds the asker's enrolment.
 */
export const qualificationLandingQuery = (code: string, viewerId: string | null) =>
  viewerQuery(landing, { id: code }, viewerId);

/** The signed-in person's qualification enrolments with their progress, as query options. */
export const myQualificationsQuery = () => callQuery(mine, {}, loginRequired);

/** Every qualification (staff), as query options. */
export const allQualificationsQuery = () => callQuery(list);

/** Enrol in the qualification (a visitor is asked to sign in first); answers its landing page now. */
export const enrolInQualification = (code: string) => request(enrolCall, { id: code }, loginRequired);

/** Withdraw from the qualification; answers its landing page now. */
export const withdrawFromQualification = (code: string) => request(withdrawCall, { id: code }, loginRequired);

/** Create a qualification (`code` null) or edit the one `code` names, whole (staff). */
export const saveQualification = (code: string | null, input: QualificationInput) =>
  code === null ? request(create, { input }) : request(edit, { id: code, input });

/** Put a landing page answered by enrolling or withdrawing in place, and refetch the lists it changes. */
export function landingChanged(queryClient: QueryClient, code: string, answer: unknown): Promise<void> {
  // The one who is signed in now: a visitor who enrolled has signed in on the way.
  const viewerId = authStore.getState().currentUser?.userId ?? null;
  queryClient.setQueryData(viewerKey(landing, { id: code }, viewerId), answer);
  return queryClient.invalidateQueries({ queryKey: callKeyPrefix(mine) });
}

/** Refetch the staff list after a qualification is saved. */
export const qualificationsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: callKeyPrefix(list) });
