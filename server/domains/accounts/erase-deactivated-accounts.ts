import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { eraseDeactivatedAccounts } from './account-deletion';

/** Daily: erase the personal data of accounts deleted more than 30 days ago and not reclaimed. */
export const eraseDeactivatedAccountsJob = defineJob({
  name: 'erase-deactivated-accounts',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
  schedule: '41 3 * * *',
  handler: async (_payload, { db, logger }) => {
    const erased = await eraseDeactivatedAccounts(db);
    logger.info({ erased }, 'erased deactivated accounts');
  },
});
