import type {
  AppearanceInput,
  CourseData,
  CourseImageKind,
  CreateCourseInput,
  CreatedCourse,
  GeneralSettingsInput,
  LandingPageSettingsInput,
  MyCourse,
  SubscriptionPlanData,
} from '../../common/api/course';
import { courseImageUploadPath } from '../../common/api/course';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

const COURSE = '/json/course';

/** Query keys of course administration data. */
export const courseAdminKeys = {
  course: (path: string) => ['course', path] as const,
  mine: ['course', 'mine'] as const,
  plan: ['user', 'subscription-plan'] as const,
};

/** The signed-in user's plan and courses created. */
export function fetchSubscriptionPlan(): Promise<SubscriptionPlanData> {
  return apiRequest('GET', ownUserPath('read', 'getSubscriptionPlanData'), { loginRequired: true });
}

/** Creates a course whose administrator is the signed-in user. */
export function createCourse(input: CreateCourseInput): Promise<CreatedCourse> {
  return apiRequest('POST', `${COURSE}/create`, { body: input, loginRequired: true });
}

/** One course's data (spec §3). */
export function fetchCourseData(path: string): Promise<CourseData> {
  return apiRequest('GET', `${COURSE}/read/getCourseData/${encodeURIComponent(path)}`);
}

/** The courses the signed-in user holds a role in. */
export function fetchMyCourses(): Promise<MyCourse[]> {
  return apiRequest('GET', `${COURSE}/lookup/listMyCourses`, { loginRequired: true });
}

function update<T>(name: string, path: string, body: T): Promise<CourseData> {
  return apiRequest('POST', `${COURSE}/update/${name}/${encodeURIComponent(path)}`, {
    body,
    loginRequired: true,
  });
}

/** Saves the general settings. */
export const saveGeneralSettings = (path: string, input: GeneralSettingsInput) =>
  update('setGeneralSettings', path, input);

/** Saves the landing-page settings. */
export const saveLandingPageSettings = (path: string, input: LandingPageSettingsInput) =>
  update('setLandingPageSettings', path, input);

/** Saves the theme colours. */
export const saveAppearance = (path: string, input: AppearanceInput) => update('setAppearance', path, input);

/** Uploads a course image or banner; resolves with its new address. */
export function uploadCourseImage(path: string, kind: CourseImageKind, file: File): Promise<{ url: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', courseImageUploadPath(path, kind), { formData, loginRequired: true });
}
