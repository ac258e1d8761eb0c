import type { ClassFormValues, ClassStaffRole, cohortCalls } from '../../common/api/cohort';
import { type CallInput, call, callKey, callKeyPrefix, callQuery, request } from './call';

// The class administration calls of the `cohort` resource (common/api/cohort.ts): all for a
// course's or class's staff, so each waits for sign-in and runs again after a 401.
const signedIn = { loginRequired: true };
type Calls = typeof cohortCalls;

const create = call<Calls['create']>('cohort', 'create', undefined);
const getClass = call<Calls['getClass']>('cohort', 'read', 'getClass');
const listStaff = call<Calls['listStaff']>('cohort', 'read', 'listStaff');
const listClasses = call<Calls['listClasses']>('cohort', 'lookup', 'listClasses');
const update = call<Calls['updateClass']>('cohort', 'update', 'updateClass');
const assessment = call<Calls['updateAssessment']>('cohort', 'update', 'updateAssessment');
const closeDate = call<Calls['setEnrolmentCloseDate']>('cohort', 'update', 'setEnrolmentCloseDate');
const makeDefault = call<Calls['setDefaultClass']>('cohort', 'update', 'setDefaultClass');
const addStaff = call<Calls['addStaff']>('cohort', 'update', 'addStaff');
const listInvitations = call<Calls['listStaffInvitations']>('cohort', 'read', 'listStaffInvitations');
const resendInvitation = call<Calls['resendStaffInvitation']>('cohort', 'update', 'resendStaffInvitation');
const cancelInvitation = call<Calls['cancelStaffInvitation']>('cohort', 'update', 'cancelStaffInvitation');
const removeStaff = call<Calls['removeStaff']>('cohort', 'update', 'removeStaff');
const remove = call<Calls['deleteClass']>('cohort', 'delete', 'deleteClass');

const ofCourse = (coursePath: string) => ({ input: { coursePath } });

/** Query key of a course's classes with their counts. */
export const classListKey = (coursePath: string) => callKey(listClasses, ofCourse(coursePath));

/** The start of every course's class-list key (a staff change alters the counts). */
export const ALL_CLASS_LISTS_KEY = callKeyPrefix(listClasses);

/** A course's classes with their counts, as query options. */
export const classListQuery = (coursePath: string) => callQuery(listClasses, ofCourse(coursePath), signedIn);

/** Query key of one class with its settings. */
export const classKey = (cohortPath: string) => callKey(getClass, { id: cohortPath });

/** One class with its settings, as query options. */
export const classQuery = (cohortPath: string) => callQuery(getClass, { id: cohortPath }, signedIn);

/** Query key of the class's facilitators and cohort administrators. */
export const classStaffKey = (cohortPath: string) => callKey(listStaff, { id: cohortPath });

/** The class's facilitators and cohort administrators, as query options. */
export const classStaffQuery = (cohortPath: string) => callQuery(listStaff, { id: cohortPath }, signedIn);

/** Creates a class in the course. */
export const createClass = (coursePath: string, values: ClassFormValues) =>
  request(create, { input: { coursePath, ...values } }, signedIn);

/** Saves the whole class form. */
export const updateClass = (cohortPath: string, values: ClassFormValues) =>
  request(update, { id: cohortPath, input: values }, signedIn);

/** Saves the class's assessment settings and presets (and releases held grades with `releaseGrades`). */
export const updateAssessment = (cohortPath: string, input: CallInput<Calls['updateAssessment']>) =>
  request(assessment, { id: cohortPath, input }, signedIn);

/** Saves the enrolment close date alone (autosaved). */
export const saveEnrolmentCloseDate = (cohortPath: string, enrolmentCloseDate: string | null) =>
  request(closeDate, { id: cohortPath, input: { enrolmentCloseDate } }, signedIn);

/** Makes the class its course's default. */
export const setDefaultClass = (cohortPath: string) => request(makeDefault, { id: cohortPath }, signedIn);

/** Deletes a class (never the default). */
export const deleteClass = (cohortPath: string) => request(remove, { id: cohortPath }, signedIn);

/** Query key of the class's staff invitations not yet accepted. */
export const staffInvitationsKey = (cohortPath: string) => callKey(listInvitations, { id: cohortPath });

/** The class's staff invitations not yet accepted (addresses only), as query options. */
export const staffInvitationsQuery = (cohortPath: string) =>
  callQuery(listInvitations, { id: cohortPath }, signedIn);

/** Invites the person at `email` to a staff role; resolves with the invitations not yet accepted. */
export const inviteClassStaff = (cohortPath: string, email: string, role: ClassStaffRole) =>
  request(addStaff, { id: cohortPath, input: { email, role } }, signedIn);

/** Mails a staff invitation again; resolves with the invitations not yet accepted. */
export const resendStaffInvitation = (cohortPath: string, invitationId: string) =>
  request(resendInvitation, { id: cohortPath, input: { invitationId } }, signedIn);

/** Withdraws a staff invitation; resolves with the invitations not yet accepted. */
export const cancelStaffInvitation = (cohortPath: string, invitationId: string) =>
  request(cancelInvitation, { id: cohortPath, input: { invitationId } }, signedIn);

/** Takes a staff role away; resolves with the staff after the change. */
export const removeClassStaff = (cohortPath: string, userId: string, role: ClassStaffRole) =>
  request(removeStaff, { id: cohortPath, input: { userId, role } }, signedIn);
