import { reasonText } from '../../../common/reasons';

/** The English reasons of the class and enrolment refusals (their codes are in common/errors.ts). */
export const CLASS_REASONS = {
  classEnded: 'This class has ended.',
  enrolmentClosed: 'Enrolment in this class has closed.',
  classFull: 'This class is full.',
  /** Spec §6, word for word. */
  inviteOnly:
    'This is an invite only class. Your account has not been invited to join this class. If you think you should have access, please contact your course administrator.',
  accessCodeInvalid: 'That access code is not right. Check it with your course administrator.',
  enrolmentCodeInvalid: 'That enrolment code is not valid or has been used up.',
  courseAccessDenied: 'Enrol in a class of this course to read its pages.',
  enrolmentSuspended: reasonText('refusal.enrolmentSuspended'),
  cohortPathTaken: 'Another class already uses this address.',
  paymentRequired: reasonText('enrolment.paymentRequired'),
} as const;
