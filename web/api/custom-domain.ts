import type { CustomDomain, customDomainCalls, SetCustomDomainInput } from '../../common/api/custom-domain';
import { call, callKey, callQuery, request } from './call';

// An institution's own domain (common/api/custom-domain.ts), for its team: read, name, check, remove.
// The id of every call is the institution's path.
type Calls = typeof customDomainCalls;
const getDomain = call<Calls['get']>('institute', 'read', 'getCustomDomain');
const setDomain = call<Calls['set']>('institute', 'update', 'setCustomDomain');
const verifyDomain = call<Calls['verify']>('institute', 'update', 'verifyCustomDomain');
const removeDomain = call<Calls['remove']>('institute', 'update', 'removeCustomDomain');

const loginRequired = { loginRequired: true };

/** The institution's domain (null: none yet), as query options. */
export const customDomainQuery = (path: string) => callQuery(getDomain, { id: path }, loginRequired);
export const customDomainKey = (path: string) => callKey(getDomain, { id: path });

/** Each change answers the domain as it now stands (null once removed). */
export const customDomainChanges = {
  set: (path: string, input: SetCustomDomainInput): Promise<CustomDomain> =>
    request(setDomain, { id: path, input }, loginRequired),
  verify: (path: string): Promise<CustomDomain> =>
    request(verifyDomain, { id: path, input: {} }, loginRequired),
  remove: (path: string): Promise<CustomDomain | null> =>
    request(removeDomain, { id: path, input: {} }, loginRequired),
};
