// The few parts of Stripe.js the checkout uses (https://docs.stripe.com/js), typed here so the
// checkout needs no package: the script itself comes from the gateway (or its local stand-in),
// and card data stays in Stripe's frames, never in Kelas's page.

export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (event: { complete: boolean }) => void): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
  submit(): Promise<{ error?: StripeError }>;
}

export interface StripeClient {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect?: 'always' | 'if_required';
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
  /** A card saved for later charges (a plan's free trial): confirmed like a payment, nothing charged. */
  confirmSetup(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect?: 'always' | 'if_required';
  }): Promise<{ error?: StripeError; setupIntent?: { id: string; status: string } }>;
}

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeClient;

const loading = new Map<string, Promise<StripeFactory>>();

/** Load Stripe.js from `url` once per page, and give its `Stripe` factory. */
export function loadStripe(url: string): Promise<StripeFactory> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (factory) resolve(factory);
        else reject(new Error('Stripe.js did not load'));
      };
      script.onerror = () => {
        loading.delete(url);
        reject(new Error('Stripe.js did not load'));
      };
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}
