import { processInvitationsJob } from '../domains/classes/invitation-job';
import { studentExportJob } from '../domains/classes/student-export';
import { forwardLearningTimeJob } from '../domains/learning-time/forward-learning-time-job';
import { sendMailJob } from '../mail/send-mail-job';
import { eraseDeactivatedAccountsJob } from './erase-deactivated-accounts';
import type { JobDefinition } from './job';
import { purgeExpiredJob } from './purge-expired';

/** Every job the workers run; a domain adds its jobs here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  purgeExpiredJob as unknown as JobDefinition,
  eraseDeactivatedAccountsJob as unknown as JobDefinition,
  sendMailJob as unknown as JobDefinition,
  forwardLearningTimeJob as unknown as JobDefinition,
  processInvitationsJob as unknown as JobDefinition,
  studentExportJob as unknown as JobDefinition,
];
