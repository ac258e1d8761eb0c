import type { EnrolledClass, EnrolledClassData } from '../../common/api/membership';

/** A class as getEnrolledClassData answers it (tests of my classes and student info). */
export function enrolledClass(overrides: Partial<EnrolledClass> = {}): EnrolledClass {
  return {
    path: 'morning',
    name: 'Morning class',
    coursePath: 'data-101',
    classAccessTz: 'Asia/Jakarta',
    startDate: { iso: '2030-01-06T02:00:00.000Z', local: '2030-01-06T09:00' },
    endDate: { iso: '2030-03-06T02:00:00.000Z', local: '2030-03-06T09:00' },
    enrolmentCloseDate: null,
    mode: 'scheduled',
    isScheduled: true,
    isOpen: false,
    isSelfPaced: false,
    enrolmentType: 'open',
    hasStarted: true,
    hasEnded: false,
    facilitators: ['fay'],
    cohortAdministrators: ['abe'],
    ...overrides,
  };
}

/** The learner user-1 active in the morning class of Data 101 and pending in an evening class. */
export const ENROLLED: EnrolledClassData = {
  enrolments: [
    {
      id: 'e1',
      userId: 'user-1',
      cohortPath: 'morning',
      staff: false,
      display: true,
      hasEnrolmentConsentPermission: false,
      status: 'active',
      enrolledAt: '2030-01-02T03:00:00.000Z',
    },
    {
      id: 'e2',
      userId: 'user-1',
      cohortPath: 'evening',
      staff: false,
      display: true,
      hasEnrolmentConsentPermission: false,
      status: 'pending',
      enrolledAt: '2030-01-03T03:00:00.000Z',
    },
  ],
  users2: [
    { userId: 'user-1', fullName: 'Siti Rahmah', profileName: 'siti-rahmah' },
    { userId: 'fay', fullName: 'Fay Facilitator', profileName: null },
    { userId: 'abe', fullName: 'Abe Administrator', profileName: null },
  ],
  classes: [
    enrolledClass(),
    enrolledClass({
      path: 'evening',
      name: 'Evening class',
      coursePath: 'stats-201',
      startDate: null,
      endDate: null,
      mode: 'self_paced',
      isScheduled: false,
      isSelfPaced: true,
      enrolmentType: 'approval',
      facilitators: [],
      cohortAdministrators: [],
    }),
  ],
  courses: [
    { path: 'data-101', name: 'Data 101', imageUrl: null },
    { path: 'stats-201', name: 'Statistics 201', imageUrl: null },
  ],
  qualificationEnrolments: [],
  institutions: [],
};
