import type { institutionCalls } from '../../common/api/institution';
import { call, callQuery } from './call';

// The catalogue's institution filter: apart from institutions.ts, so a visitor's catalogue loads
// only this call.
const listed = call<(typeof institutionCalls)['listed']>('institute', 'lookup', 'getInstitutions');

/** The active institutions with a course in the catalogue, by name, as query options. */
export const listedInstitutionsQuery = () => callQuery(listed);
