import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  CertificateImageKind,
  CertificateImageUpload,
  CertificateListInput,
  CertificateSettings,
  certificationCalls,
  IssueCertificatesInput,
  SetClassRuleInput,
} from '../../common/api/certification';
import { certificateImageUploadPath, qualificationSignatureUploadPath } from '../../common/certificate-paths';
import { call, callKey, callKeyPrefix, callQuery, request } from './call';
import { apiRequest } from './client';

// The course team's calls of certification (common/api/certification.ts): the certificate's
// settings and design, the student certification list, and issuing (one by one or in bulk),
// revoking and refreshing.
type Calls = typeof certificationCalls;
const getSettings = call<Calls['getSettings']>('course', 'read', 'getCertificateSettings');
const setSettings = call<Calls['setSettings']>('course', 'update', 'setCertificateSettings');
const list = call<Calls['list']>('course', 'read', 'getCertificates');
const uncertified = call<Calls['uncertified']>('course', 'read', 'getUncertifiedLearners');
const issue = call<Calls['issue']>('certificate', 'create', undefined);
const revoke = call<Calls['revoke']>('certificate', 'update', 'revoke');
const refresh = call<Calls['refresh']>('certificate', 'update', 'refresh');
const issueInBulk = call<Calls['issueInBulk']>('course', 'update', 'issueCertificates');
const getBatch = call<Calls['getBatch']>('course', 'read', 'getCertificateBatch');

const classRules = call<Calls['classRules']>('course', 'read', 'getClassCertificateRules');
const setClassRule = call<Calls['setClassRule']>('course', 'update', 'setClassCertificateRule');
const requests = call<Calls['requests']>('course', 'read', 'getCertificateRequests');
const declineRequest = call<Calls['declineRequest']>('course', 'update', 'declineCertificateRequest');

const loginRequired = { loginRequired: true };

/** Query keys of the course team's certification. */
export const certificationKeys = {
  settings: (coursePath: string) => callKey(getSettings, { id: coursePath }),
};

/** A course's certificate settings with what the preview shows of the course, as query options. */
export const certificateSettingsQuery = (coursePath: string) =>
  callQuery(getSettings, { id: coursePath }, loginRequired);

/**
 * Upload a certificate logo or signature image of the course at `coursePath` (null: a
 * qualification's signature, uploaded by platform staff); answers its key, which saving the
 * settings or the qualification makes theirs.
 */
export function uploadCertificateImage(
  coursePath: string | null,
  kind: CertificateImageKind,
  file: File,
): Promise<CertificateImageUpload> {
  const formData = new FormData();
  formData.append('file', file);
  const path =
    coursePath === null ? qualificationSignatureUploadPath : certificateImageUploadPath(coursePath, kind);
  return apiRequest('POST', path, { formData, loginRequired: true });
}

/** Save a course's certificate settings; answers them as saved. */
export const saveCertificateSettings = (coursePath: string, input: CertificateSettings) =>
  request(setSettings, { id: coursePath, input }, loginRequired);

/** The course's classes with their own certificate rules, as query options. */
export const classRulesQuery = (coursePath: string) =>
  callQuery(classRules, { id: coursePath }, loginRequired);

/** Give a class its own certificate rule (or the course's back); answers every class's. */
export const saveClassRule = (coursePath: string, input: SetClassRuleInput) =>
  request(setClassRule, { id: coursePath, input }, loginRequired);

/** A page of the course's student certification list, as query options. */
export const certificatesQuery = (coursePath: string, input: CertificateListInput) =>
  callQuery(list, { id: coursePath, input }, loginRequired);

/** The course's learners without a certificate, found by `search`, as query options. */
export const uncertifiedLearnersQuery = (coursePath: string, search: string) =>
  callQuery(uncertified, { id: coursePath, input: { search } }, loginRequired);

/** Issue the course's certificate to a learner by hand. */
export const issueCertificate = (coursePath: string, userId: string) =>
  request(issue, { input: { coursePath, userId } }, loginRequired);

/** Revoke a certificate, saying why. */
export const revokeCertificate = (code: string, reason: string) =>
  request(revoke, { id: code, input: { reason } }, loginRequired);

/** Issue a certificate again with the learner's and course's data of now, under the same code. */
export const refreshCertificate = (code: string) => request(refresh, { id: code }, loginRequired);

/** Start a bulk issue of the course's certificate; answers its state at once. */
export const issueCertificatesInBulk = (coursePath: string, input: IssueCertificatesInput) =>
  request(issueInBulk, { id: coursePath, input }, loginRequired);

/**
 * The course's latest bulk issue (the one running, if one is), as query options; null when it has
 * had none (the server answers 404).
 */
export const latestCertificateBatchQuery = (coursePath: string) =>
  queryOptions({
    queryKey: callKey(getBatch, { id: coursePath }),
    queryFn: () => request(getBatch, { id: coursePath }, loginRequired),
  });

/** After a certificate was issued, revoked or refreshed: the lists and the count issued read again. */
export function certificatesChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      callKeyPrefix(list),
      callKeyPrefix(uncertified),
      callKeyPrefix(getSettings),
      callKeyPrefix(requests),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Learners' pending requests for the course's certificate, as query options. */
export const certificateRequestsQuery = (coursePath: string) =>
  callQuery(requests, { id: coursePath }, loginRequired);

/** Decline a learner's request, saying why (they read it on their progress page). */
export const declineCertificateRequest = (coursePath: string, userId: string, reason: string) =>
  request(declineRequest, { id: coursePath, input: { userId, reason } }, loginRequired);
