/**
 * For the fake's tests: the official `braintree` SDK (it ships no types, so only the part the tests
 * use is typed here) pointed at a started fake exactly as Kelas points it.
 */
import { createRequire } from 'node:module';
import { type BraintreeFake, type BraintreeFakeOptions, startBraintreeFake } from './braintree-fake';

export interface SdkValidationError {
  attribute: string;
  code: string;
  message: string;
}

export interface SdkErrors {
  deepErrors(): SdkValidationError[];
  for(name: string): SdkErrors | undefined;
  on(attribute: string): SdkValidationError[] | undefined;
}

export interface SdkTransaction {
  id: string;
  status: string;
  type: string;
  amount: string;
  currencyIsoCode: string;
  merchantAccountId: string;
  orderId: string | null;
  paymentInstrumentType: string;
  processorResponseCode: string;
  processorResponseText: string;
  processorResponseType: string;
  refundIds: string[];
  refundedTransactionId: string | null;
  customFields: Record<string, string> | string;
  customer: { id: string | null };
  creditCard: { token: string | null; last4: string; cardType: string; maskedNumber: string };
  paypalAccount: { payerEmail: string; token: string | null; billingAgreementId: string | null };
  statusHistory: { status: string }[];
  disbursementDetails: { disbursementDate: string | null };
  isDisbursed(): boolean;
}

export interface SdkResult {
  success: boolean;
  message?: string;
  errors: SdkErrors;
  transaction: SdkTransaction;
  clientToken: string;
  customer: { id: string; paymentMethods: { token: string }[] };
  paymentMethod: { token: string; email?: string; last4?: string };
}

export interface SdkNotification {
  kind: string;
  timestamp: string;
  transaction?: SdkTransaction;
  dispute?: { id: string; status: string; amount: string; transactionDetails: { id: string } };
}

export interface SdkGateway {
  clientToken: { generate(params: object): Promise<SdkResult> };
  transaction: {
    sale(params: object): Promise<SdkResult>;
    find(id: string): Promise<SdkTransaction>;
    refund(id: string, amount?: string): Promise<SdkResult>;
    void(id: string): Promise<SdkResult>;
  };
  customer: { create(params: object): Promise<SdkResult> };
  paymentMethod: { create(params: object): Promise<SdkResult> };
  testing: { settle(id: string): Promise<unknown> };
  webhookNotification: { parse(signature: string, payload: string): Promise<SdkNotification> };
  webhookTesting: {
    sampleNotification(kind: string, id: string): { bt_signature: string; bt_payload: string };
  };
}

interface BraintreeModule {
  BraintreeGateway: new (config: object) => SdkGateway;
  Environment: new (server: string, port: number, authUrl: string, ssl: boolean) => object;
}

export const braintree = createRequire(import.meta.url)('braintree') as BraintreeModule;

export const KEYS = {
  merchantId: 'kelasmerchant',
  publicKey: 'kelaspublic',
  privateKey: 'kelasprivatekey0123',
};

/** The SDK configured as Kelas configures it, for a fake on `port`. */
export function sdkFor(port: number, keys = KEYS): SdkGateway {
  return new braintree.BraintreeGateway({
    environment: new braintree.Environment('127.0.0.1', port, `http://127.0.0.1:${port}`, false),
    ...keys,
  });
}

export async function startWithSdk(
  options: Partial<BraintreeFakeOptions> = {},
): Promise<{ fake: BraintreeFake; gateway: SdkGateway }> {
  const fake = await startBraintreeFake({ ...KEYS, ...options });
  return { fake, gateway: sdkFor(fake.port) };
}
