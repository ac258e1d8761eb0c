import { z } from 'zod';
import {
  AcceptTermsInput,
  ScheduleTosUpdateInput,
  TosAcceptanceDatesInput,
} from '../../../../common/api/terms';
import { AppError, REASONS } from '../../../rpc/app-error';
import { method, type ResourceMethods } from '../../../rpc/method';
import { signedIn, staff } from '../../../rpc/policy';
import { assertSelfOrStaff } from '../self-or-staff';
import { acceptTerms, scheduleTermsUpdate, termsDates, tosAcceptanceDatesOf } from '../terms';

// The policies ran first, so a signed-in actor has a user id.
const actorId = (ctx: { actor: { userId: string | null } }): string => ctx.actor.userId!;

/** Terms of service (spec §7): the update dates, acceptance, and scheduling a new version (staff). */
export const termsMethods: ResourceMethods = {
  lookup: {
    get_terms_of_service_update_dates: method({
      input: z.object({}),
      allow: signedIn,
      run: (db) => termsDates(db, 'inForce'),
    }),
    get_terms_of_service_next_update_dates: method({
      input: z.object({}),
      allow: signedIn,
      run: (db) => termsDates(db, 'scheduled'),
    }),
    tosAcceptanceDates: method({
      input: TosAcceptanceDatesInput,
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => {
        await assertSelfOrStaff(ctx.actor, input.user_id);
        const dates = await tosAcceptanceDatesOf(db, input.user_id);
        if (!dates) throw new AppError('not_found', REASONS.notFound);
        return dates;
      },
    }),
  },
  execute: {
    accept_terms_of_service_by_type: method({
      input: AcceptTermsInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => acceptTerms(db, actorId(ctx), input.type),
    }),
    scheduleTosUpdate: method({
      input: ScheduleTosUpdateInput,
      allow: staff,
      run: (db, ctx, _loaded, input) =>
        scheduleTermsUpdate(db, actorId(ctx), new Date(input.datetime), input.types),
    }),
  },
};
