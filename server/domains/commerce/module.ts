import { defineModule } from '../../modules/module';
import { seedDemoCommerce } from './demo-commerce';
import { paymentResource } from './payment.rpc';
import { registerReceiptRoute } from './receipt-route';
import { registerCampaignLinks } from './referrals/campaign-links';
import { refundsDueJob } from './refunds-due';
import { registerStripeWebhookRoute } from './stripe-webhook-route';
import { instalmentPlanResource } from './subscriptions/instalment.rpc';
import { renewalsJob } from './subscriptions/renewals';
import { subscriptionPlanResource, userSubscriptionResource } from './subscriptions/subscription.rpc';

/**
 * Commerce (the top layer): one checkout for what Kelas sells, priced by the server; payments
 * through the gateways' hosted fields; fulfilment exactly once, whatever the gateways' webhooks do.
 */
export const commerceModule = defineModule({
  name: 'commerce',
  resources: [paymentResource, subscriptionPlanResource, userSubscriptionResource, instalmentPlanResource],
  routes: (app, deps) => {
    registerStripeWebhookRoute(app, deps);
    registerReceiptRoute(app, deps);
    registerCampaignLinks(app, deps);
  },
  jobs: [refundsDueJob, renewalsJob],
  seed: (db, logger) => seedDemoCommerce(db, logger),
});
