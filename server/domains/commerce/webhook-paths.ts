/** Spec §9: where Stripe posts its events (the webhook named stripe-payment-webhook). */
export const STRIPE_WEBHOOK_PATH = '/payment/webhooks/stripe-payment-webhook/';
