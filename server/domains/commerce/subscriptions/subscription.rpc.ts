import {
  cardUpdateCalls,
  subscriptionPlanCalls,
  userSubscriptionCalls,
} from '../../../../common/api/subscription';
import type { Db } from '../../../db/client';
import type { RequestContext } from '../../../rpc/context';
import { resource, serve, servedMethods } from '../../../rpc/method';
import { hitRateLimit } from '../../../security/rate-limit';
import { paymentGateways } from '../gateways/payment-gateways';
import { buy, ownSubscription, seePlans } from '../policy';
import { confirmCardUpdate, prepareCardUpdate } from './card-update';
import { changePlan, previewPlanChange } from './plan-change';
import { planOffers } from './plan-offers';
import { cancelPendingChange, setCancelAtPeriodEnd } from './subscription-changes';
import {
  type LoadedSubscription,
  liveSubscription,
  loadSubscription,
  mySubscriptions,
  refuseInstalmentPlan,
  withoutOwner,
} from './subscription-views';

/** Spec resource subscriptionPlan: the plans on sale, with the viewer's trial and live plan. */
export const subscriptionPlanResource = resource(
  'subscriptionPlan',
  servedMethods(
    serve(subscriptionPlanCalls.list, {
      allow: seePlans,
      run: async (db, ctx, _loaded, input) => ({
        ...(await planOffers(db, input.kind, ctx.actor.userId)),
        current: ctx.actor.userId ? await liveSubscription(db, ctx.actor.userId, input.kind) : null,
      }),
    }),
  ),
);

/** New cards asked for, per subscriber an hour: each asks the gateway for a SetupIntent. */
const CARD_UPDATES = { name: 'card-updates', max: 20, windowSeconds: 3600 };

const load = (db: Db, _ctx: RequestContext, id: string) => loadSubscription(db, id);

/** Cancel at the period's end, or resume: the owner's, answered with the subscription as it is now. */
const cancelling = (call: (typeof userSubscriptionCalls)['cancel' | 'resume'], cancel: boolean) =>
  serve(call, {
    allow: ownSubscription,
    load,
    run: async (db, _ctx, subscription: LoadedSubscription) => {
      refuseInstalmentPlan(subscription);
      await setCancelAtPeriodEnd(db, subscription.id, cancel, new Date());
      return withoutOwner((await loadSubscription(db, subscription.id))!);
    },
  });

/** Spec resource userSubscriptionPlan (id: the subscription's): a person's own subscriptions. */
export const userSubscriptionResource = resource(
  'userSubscriptionPlan',
  servedMethods(
    serve(userSubscriptionCalls.listMine, {
      allow: buy,
      run: async (db, ctx) => ({ subscriptions: await mySubscriptions(db, ctx.actor.userId) }),
    }),
    serve(userSubscriptionCalls.previewChange, {
      allow: ownSubscription,
      load,
      run: (db, _ctx, subscription: LoadedSubscription, input) =>
        previewPlanChange(db, subscription, input.billingPeriod, new Date()),
    }),
    serve(userSubscriptionCalls.changePlan, {
      allow: ownSubscription,
      load,
      // A move to a longer period is charged on the saved card, outside a database transaction.
      transaction: false,
      run: (db, ctx, subscription: LoadedSubscription, input) =>
        changePlan(
          db,
          () => paymentGateways(ctx.deps.config),
          ctx.deps.logger,
          subscription,
          input.billingPeriod,
          new Date(),
        ),
    }),
    serve(userSubscriptionCalls.cancelChange, {
      allow: ownSubscription,
      load,
      run: async (db, _ctx, subscription: LoadedSubscription) => {
        refuseInstalmentPlan(subscription);
        await cancelPendingChange(db, subscription.id);
        return withoutOwner((await loadSubscription(db, subscription.id))!);
      },
    }),
    cancelling(userSubscriptionCalls.cancel, true),
    cancelling(userSubscriptionCalls.resume, false),
    serve(cardUpdateCalls.prepare, {
      allow: ownSubscription,
      load,
      // The gateway is asked outside a database transaction; each session is a SetupIntent made.
      transaction: false,
      run: async (db, ctx, subscription: LoadedSubscription) => {
        await hitRateLimit(db, CARD_UPDATES, ctx.actor.userId);
        return prepareCardUpdate(db, await paymentGateways(ctx.deps.config), ctx.deps.logger, subscription);
      },
    }),
    serve(cardUpdateCalls.confirm, {
      allow: ownSubscription,
      load,
      transaction: false,
      run: async (db, ctx, subscription: LoadedSubscription, input) =>
        confirmCardUpdate(
          db,
          await paymentGateways(ctx.deps.config),
          ctx.deps.logger,
          subscription,
          input.setupIntentId,
          new Date(),
        ),
    }),
  ),
);
