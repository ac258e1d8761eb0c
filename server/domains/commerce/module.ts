import { defineModule } from '../../modules/module';
import { seedDemoCommerce } from './demo-commerce';
import { paymentResource } from './payment.rpc';
import { registerReceiptRoute } from './receipt-route';
import { refundsDueJob } from './refunds-due';
import { registerStripeWebhookRoute } from './stripe-webhook-route';

/**
 * Commerce (the top layer): one checkout for what Kelas sells, priced by the server; payments
 * through the gateways' hosted fields; fulfilment exactly once, whatever the gateways' webhooks do.
 */
export const commerceModule = defineModule({
  name: 'commerce',
  resources: [paymentResource],
  routes: (app, deps) => {
    registerStripeWebhookRoute(app, deps);
    registerReceiptRoute(app, deps);
  },
  jobs: [refundsDueJob],
  seed: (db, logger) => seedDemoCommerce(db, logger),
});
