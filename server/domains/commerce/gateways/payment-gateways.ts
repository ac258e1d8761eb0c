import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config';
import { STRIPE_WEBHOOK_PATH } from '../webhook-paths';
import { StripeGateway } from './stripe-gateway';

/** The gateways payments go through. */
export interface PaymentGateways {
  stripe: StripeGateway;
}

// By the settings that make them, so that a job reading the configuration afresh finds the same
// gateways (in local mode, the same stand-in, which alone knows its payments).
const built = new Map<string, Promise<PaymentGateways>>();

const keyOf = (config: Config) =>
  JSON.stringify([
    config.PAYMENT_PROVIDERS,
    config.PUBLIC_URL,
    config.STRIPE_SECRET_KEY,
    config.STRIPE_API_URL,
    config.STRIPE_JS_URL,
    config.STRIPE_FPX,
  ]);

/**
 * The gateways of this configuration, built once per process: the providers themselves
 * (PAYMENT_PROVIDERS=remote, with their keys), or their local stand-ins, started on loopback on
 * first use with keys of their own and their webhooks sent to this server (the demo and
 * development: no money moves).
 */
export function paymentGateways(config: Config): Promise<PaymentGateways> {
  const key = keyOf(config);
  let gateways = built.get(key);
  if (!gateways) {
    gateways =
      config.PAYMENT_PROVIDERS === 'remote' ? Promise.resolve(remoteGateways(config)) : localGateways(config);
    built.set(key, gateways);
  }
  return gateways;
}

function remoteGateways(config: Config): PaymentGateways {
  return {
    stripe: new StripeGateway({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
      jsUrl: config.STRIPE_JS_URL,
      fpx: config.STRIPE_FPX,
    }),
  };
}

async function localGateways(config: Config): Promise<PaymentGateways> {
  const { startStripeFake } = await import('../../../gateway-fakes/stripe/stripe-fake');
  const keys = {
    secretKey: `sk_test_local_${randomBytes(12).toString('hex')}`,
    publishableKey: `pk_test_local_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_local_${randomBytes(16).toString('hex')}`,
  };
  const fake = await startStripeFake({
    ...keys,
    webhookUrl: new URL(STRIPE_WEBHOOK_PATH, config.PUBLIC_URL).href,
  });
  return {
    stripe: new StripeGateway({
      ...keys,
      apiUrl: fake.url,
      jsUrl: `${fake.url}/v3/`,
      fpx: config.STRIPE_FPX,
    }),
  };
}
