import type { usageCalls } from '../../common/api/usage';
import { call, callQuery } from './call';

// An institution's usage (common/api/usage.ts), for its team; the id is the institution's path.
type Calls = typeof usageCalls;
const activeUserCounts = call<Calls['activeUserCounts']>('institute', 'read', 'activeUserCounts');
const usage = call<Calls['usage']>('institute', 'read', 'getInstitutionUsage');

const loginRequired = { loginRequired: true };

export const activeUserCountsQuery = (path: string) =>
  callQuery(activeUserCounts, { id: path }, loginRequired);
export const institutionUsageQuery = (path: string) => callQuery(usage, { id: path }, loginRequired);
