import type { ClassData } from '../../../common/api/cohort';

/** A scheduled class of Data Literacy that the caller manages, as the class screens read it (`overrides` change it). */
export function buildClassData(overrides: Partial<ClassData> = {}): ClassData {
  return {
    path: 'evening',
    name: 'Evening class',
    coursePath: 'data-101',
    courseName: 'Data Literacy',
    isDefault: false,
    accessCode: null,
    coursePriceMinor: 0,
    studentPriceMinor: 0,
    currency: 'MYR',
    credentialTypes: [],
    enrolmentType: 'open',
    mode: 'scheduled',
    isScheduled: true,
    isOpen: false,
    isSelfPaced: false,
    classAccessTz: 'Asia/Kuala_Lumpur',
    startDate: '2026-05-01T01:00:00.000Z',
    startDateLocal: '2026-05-01T09:00',
    endDate: '2026-06-30T15:59:00.000Z',
    endDateLocal: '2026-06-30T23:59',
    enrolmentCloseDate: null,
    enrolmentCloseDateLocal: null,
    seatLimit: null,
    localPrice: { currency: 'MYR', coursePriceMinor: 0, studentPriceMinor: 0 },
    assessmentSettings: {
      gradeRelease: 'as_set',
      releasedAt: null,
      passPercent: null,
      latePolicy: 'accept',
      latePenaltyPercent: 10,
    },
    assessmentPresets: [],
    canManage: true,
    learnersCreateGroups: false,
    ...overrides,
  };
}
