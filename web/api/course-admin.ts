import type { CourseImageKind, courseCalls } from '../../common/api/course';
import { courseImageUploadPath } from '../../common/api/course';
import { type CallInput, call, callKey, callKeyPrefix, callQuery, request } from './call';
import { apiRequest } from './client';
import { ownUserId } from './own-user';

const create = call<typeof courseCalls.create>('course', 'create', undefined);
const getCourseData = call<typeof courseCalls.getCourseData>('course', 'read', 'getCourseData');
const listMyCourses = call<typeof courseCalls.listMyCourses>('course', 'lookup', 'listMyCourses');
const getPlan = call<typeof courseCalls.getSubscriptionPlanData>('user', 'read', 'getSubscriptionPlanData');
const setGeneralSettings = call<typeof courseCalls.setGeneralSettings>(
  'course',
  'update',
  'setGeneralSettings',
);
const setLandingPageSettings = call<typeof courseCalls.setLandingPageSettings>(
  'course',
  'update',
  'setLandingPageSettings',
);
const setAppearance = call<typeof courseCalls.setAppearance>('course', 'update', 'setAppearance');

const loginRequired = { loginRequired: true };

/** Query keys of course administration data. */
export const courseAdminKeys = {
  course: (path: string) => callKey(getCourseData, { id: path }),
  mine: callKey(listMyCourses),
  /** Every query of the plan (it is the signed-in user's), which a course created makes stale. */
  plan: callKeyPrefix(getPlan),
};

/** The signed-in user's plan and courses created, as query options. */
export const subscriptionPlanQuery = () => callQuery(getPlan, { id: ownUserId }, loginRequired);

/** Creates a course whose administrator is the signed-in user. */
export function createCourse(input: CallInput<typeof courseCalls.create>) {
  return request(create, { input }, loginRequired);
}

/** One course's data (spec §3), as query options. */
export const courseDataQuery = (path: string) => callQuery(getCourseData, { id: path });

/** The courses the signed-in user holds a role in, as query options. */
export const myCoursesQuery = () => callQuery(listMyCourses, {}, loginRequired);

/** Saves the general settings. */
export const saveGeneralSettings = (path: string, input: CallInput<typeof courseCalls.setGeneralSettings>) =>
  request(setGeneralSettings, { id: path, input }, loginRequired);

/** Saves the landing-page settings. */
export const saveLandingPageSettings = (
  path: string,
  input: CallInput<typeof courseCalls.setLandingPageSettings>,
) => request(setLandingPageSettings, { id: path, input }, loginRequired);

/** Saves the theme colours. */
export const saveAppearance = (path: string, input: CallInput<typeof courseCalls.setAppearance>) =>
  request(setAppearance, { id: path, input }, loginRequired);

/** Uploads a course image or banner; resolves with its new address. */
export function uploadCourseImage(path: string, kind: CourseImageKind, file: File): Promise<{ url: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', courseImageUploadPath(path, kind), { formData, loginRequired: true });
}
