import { usageCalls } from '../../../common/api/usage';
import { isStaffActor } from '../../rpc/policy';
import { onInstitution } from './on-institution';
import { readActiveUserCounts, readInstitutionUsage } from './usage';

/** Spec §3 Institution subscription usage and §7 activeUserCounts, for the institution's team. */
export const usageMethods = [
  onInstitution(usageCalls.activeUserCounts, (db, _ctx, institution) =>
    readActiveUserCounts(db, institution),
  ),
  onInstitution(usageCalls.usage, (db, ctx, institution) =>
    // Its plan is its owner's to change (and platform staff's), once plans exist.
    readInstitutionUsage(db, institution, isStaffActor(ctx.actor) || institution.myRole === 'owner'),
  ),
] as const;
