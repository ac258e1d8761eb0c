import type { QueryClient } from '@tanstack/react-query';
import type { certificationCalls } from '../../common/api/certification';
import { call, callKey, callKeyPrefix, callQuery, request } from './call';

// The certification calls of learners and visitors (common/api/certification.ts): verifying a
// certificate by its code, the learner's own certificates and their certification in a course,
// and the badges a person shows on their profile.
type Calls = typeof certificationCalls;
const verify = call<Calls['verify']>('certificate', 'lookup', 'verify');
const getMine = call<Calls['mine']>('certificate', 'lookup', 'getMine');
const setOnProfileCall = call<Calls['setOnProfile']>('certificate', 'update', 'setOnProfile');
const profileBadges = call<Calls['profileBadges']>('certificate', 'lookup', 'getProfileBadges');
const myCertification = call<Calls['myCertification']>('course', 'read', 'getMyCertification');

const loginRequired = { loginRequired: true };

/** The certificate `code` names, for anyone (the verification page's first read), as query options. */
export const verificationQuery = (code: string) => callQuery(verify, { input: { code } });

/** The signed-in person's certificates, as query options. */
export const myCertificatesQuery = () => callQuery(getMine, {}, loginRequired);

/** The signed-in learner's certification in a course (the progress page), as query options. */
export const myCertificationQuery = (coursePath: string) =>
  callQuery(myCertification, { id: coursePath }, loginRequired);

/** The standing certificates `profileName` shows on their profile, as query options. */
export const profileBadgesQuery = (profileName: string) =>
  callQuery(profileBadges, { input: { profileName } });

/** Show or hide one of the signed-in person's certificates on their profile. */
export const setCertificateOnProfile = (code: string, onProfile: boolean) =>
  request(setOnProfileCall, { id: code, input: { onProfile } }, loginRequired);

/** Refetch the person's certificates and every profile's badges after a change. */
export function refreshMyCertificates(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey(getMine) }),
    queryClient.invalidateQueries({ queryKey: callKeyPrefix(profileBadges) }),
  ]).then(() => undefined);
}

const requestCall = call<Calls['requestCertificate']>('course', 'update', 'requestCertificate');
const withdrawCall = call<Calls['withdrawCertificateRequest']>(
  'course',
  'update',
  'withdrawCertificateRequest',
);

/** The learner asks to be assessed for the course's certificate; answers their certification now. */
export const requestCertificate = (coursePath: string) =>
  request(requestCall, { id: coursePath }, loginRequired);

/** The learner withdraws their pending request; answers their certification now. */
export const withdrawCertificateRequest = (coursePath: string) =>
  request(withdrawCall, { id: coursePath }, loginRequired);
