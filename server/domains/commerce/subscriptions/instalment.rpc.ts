import { instalmentPlanCalls } from '../../../../common/api/instalment';
import { resource, serve, servedMethods } from '../../../rpc/method';
import { buy } from '../policy';
import { myInstalmentPlans } from './instalment-views';

/** Spec resource instalmentplan: the signed-in buyer's own instalment plans (spec §2 /accounts/payments/). */
export const instalmentPlanResource = resource(
  'instalmentplan',
  servedMethods(
    serve(instalmentPlanCalls.listMine, {
      allow: buy,
      run: async (db, ctx) => ({
        instalmentPlans: await myInstalmentPlans(db, ctx.actor.userId, new Date()),
      }),
    }),
  ),
);
