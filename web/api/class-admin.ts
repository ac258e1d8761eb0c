import type {
  ClassData,
  ClassFormValues,
  ClassList,
  ClassStaffMember,
  ClassStaffRole,
  CreatedClass,
} from '../../common/api/cohort';
import { apiRequest } from './client';

const COHORT = '/json/cohort';
const byPath = (path: string) => encodeURIComponent(path);

/** Query keys of class administration data. */
export const classAdminKeys = {
  list: (coursePath: string) => ['cohort', 'list', coursePath] as const,
  detail: (cohortPath: string) => ['cohort', 'class', cohortPath] as const,
  staff: (cohortPath: string) => ['cohort', 'staff', cohortPath] as const,
};

/** A course's classes with their counts. */
export function fetchClassList(coursePath: string): Promise<ClassList> {
  return apiRequest('GET', `${COHORT}/lookup/listClasses`, { query: { coursePath }, loginRequired: true });
}

/** One class with its settings. */
export function fetchClass(cohortPath: string): Promise<ClassData> {
  return apiRequest('GET', `${COHORT}/read/getClass/${byPath(cohortPath)}`, { loginRequired: true });
}

/** Creates a class in the course. */
export function createClass(coursePath: string, values: ClassFormValues): Promise<CreatedClass> {
  return apiRequest('POST', `${COHORT}/create`, { body: { coursePath, ...values }, loginRequired: true });
}

function update<Result>(name: string, cohortPath: string, body: object = {}): Promise<Result> {
  return apiRequest('POST', `${COHORT}/update/${name}/${byPath(cohortPath)}`, { body, loginRequired: true });
}

/** Saves the whole class form. */
export const updateClass = (cohortPath: string, values: ClassFormValues) =>
  update<ClassData>('updateClass', cohortPath, values);

/** Saves the enrolment close date alone (autosaved). */
export const saveEnrolmentCloseDate = (cohortPath: string, enrolmentCloseDate: string | null) =>
  update<ClassData>('setEnrolmentCloseDate', cohortPath, { enrolmentCloseDate });

/** Makes the class its course's default. */
export const setDefaultClass = (cohortPath: string) =>
  update<{ defaultCohort: string }>('setDefaultClass', cohortPath);

/** Deletes a class (never the default). */
export function deleteClass(cohortPath: string): Promise<{ deleted: true }> {
  return apiRequest('POST', `${COHORT}/delete/deleteClass/${byPath(cohortPath)}`, {
    body: {},
    loginRequired: true,
  });
}

/** The class's facilitators and cohort administrators. */
export function fetchClassStaff(cohortPath: string): Promise<ClassStaffMember[]> {
  return apiRequest('GET', `${COHORT}/read/listStaff/${byPath(cohortPath)}`, { loginRequired: true });
}

/** Gives the person with `email` a staff role; resolves with the staff after the change. */
export const addClassStaff = (cohortPath: string, email: string, role: ClassStaffRole) =>
  update<ClassStaffMember[]>('addStaff', cohortPath, { email, role });

/** Takes a staff role away; resolves with the staff after the change. */
export const removeClassStaff = (cohortPath: string, userId: string, role: ClassStaffRole) =>
  update<ClassStaffMember[]>('removeStaff', cohortPath, { userId, role });
