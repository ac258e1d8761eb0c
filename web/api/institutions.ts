import type {
  ArchiveCourseInput,
  CreateInstitutionInput,
  InstitutionSettingsInput,
  institutionCalls,
} from '../../common/api/institution';
import { call, callKey, callQuery, request } from './call';

// The calls of institutions (common/api/institution.ts): creating one, its general settings and
// its team for its administrators, and the caller's own institutions and roles. The id of every
// call on one institution is its path (its address).
type Calls = typeof institutionCalls;
const create = call<Calls['create']>('institute', 'create', undefined);
const settings = call<Calls['settings']>('institute', 'read', 'getSettings');
const updateSettings = call<Calls['updateSettings']>('institute', 'update', 'updateSettings');
const team = call<Calls['team']>('institute', 'read', 'getTeam');
const addAdministrator = call<Calls['addAdministrator']>('institute', 'update', 'addAdministrator');
const removeAdministrator = call<Calls['removeAdministrator']>('institute', 'update', 'removeAdministrator');
const courses = call<Calls['courses']>('institute', 'read', 'getAllCourseSearchSummaries');
const addableCourses = call<Calls['addableCourses']>('institute', 'read', 'getAddableCourses');
const addCourse = call<Calls['addCourse']>('institute', 'update', 'addCourse');
const removeCourse = call<Calls['removeCourse']>('institute', 'update', 'removeCourse');
const archiveCourse = call<Calls['archiveCourse']>('institute', 'update', 'archiveCourse');
const roles = call<Calls['roles']>('institute', 'lookup', 'getInstitutionRolesForUser');
const mine = call<Calls['mine']>('institute', 'lookup', 'getMyInstitutions');

const loginRequired = { loginRequired: true };

/** Query keys of institutions, for answers written into the cache. */
export const institutionKeys = {
  settings: (path: string) => callKey(settings, { id: path }),
  team: (path: string) => callKey(team, { id: path }),
  courses: (path: string) => callKey(courses, { id: path }),
  addableCourses: (path: string) => callKey(addableCourses, { id: path }),
};

/** Create an institution, the caller its owner; answers its settings. */
export const createInstitution = (input: CreateInstitutionInput) => request(create, { input }, loginRequired);

/** An institution's general settings with the caller's role in it, as query options. */
export const institutionSettingsQuery = (path: string) => callQuery(settings, { id: path }, loginRequired);

/** Save an institution's general settings; answers them as saved. */
export const saveInstitutionSettings = (path: string, input: InstitutionSettingsInput) =>
  request(updateSettings, { id: path, input }, loginRequired);

/** An institution's owner and administrators, as query options. */
export const institutionTeamQuery = (path: string) => callQuery(team, { id: path }, loginRequired);

/** Add the person with this e-mail address to the institution's administrators; answers the team. */
export const addInstitutionAdministrator = (path: string, email: string) =>
  request(addAdministrator, { id: path, input: { email } }, loginRequired);

/** Remove an administrator from the institution's team; answers the team. */
export const removeInstitutionAdministrator = (path: string, userId: string) =>
  request(removeAdministrator, { id: path, input: { userId } }, loginRequired);

/** The institution's courses with their classes and learners, as query options. */
export const institutionCoursesQuery = (path: string) => callQuery(courses, { id: path }, loginRequired);

/** The courses the caller administers that belong to no institution, as query options. */
export const addableCoursesQuery = (path: string) => callQuery(addableCourses, { id: path }, loginRequired);

/** Add a course the caller administers to the institution; answers its courses. */
export const addInstitutionCourse = (path: string, coursePath: string) =>
  request(addCourse, { id: path, input: { coursePath } }, loginRequired);

/** Take a course out of the institution (its own team keeps it); answers its courses. */
export const removeInstitutionCourse = (path: string, coursePath: string) =>
  request(removeCourse, { id: path, input: { coursePath } }, loginRequired);

/** Archive an institution's course, or bring it back; answers its courses. */
export const archiveInstitutionCourse = (path: string, input: ArchiveCourseInput) =>
  request(archiveCourse, { id: path, input }, loginRequired);

/** The caller's role in each of their institutions, by path, as query options. */
export const institutionRolesQuery = () => callQuery(roles, {}, loginRequired);

/** The caller's institutions, as query options. */
export const myInstitutionsQuery = () => callQuery(mine, {}, loginRequired);
