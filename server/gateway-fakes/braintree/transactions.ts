/**
 * Transactions as Braintree's gateway runs them: sale (validation, then the processor), refund of
 * a settled sale (partial or full, never beyond what is left), void before settlement, and
 * sandbox's settlement simulations.
 */
import { readAmount } from './amounts';
import { type ErrorName, type ValidationError, ValidationFailure, validationError } from './errors';
import { type BraintreeState, newIds, type Transaction, type TransactionStatus } from './model';
import { object, type Params, text } from './params';
import { authorize, PROCESSED, type ProcessorResponse } from './processor';
import type { Instrument } from './test-instruments';
import { customerForVaulting, isVaultable, lookUpNonce, vaultInstrument } from './vault';

export interface MerchantSetup {
  /** Merchant account id → its currency; the first is the default account. */
  readonly merchantAccounts: Readonly<Record<string, string>>;
  /** The custom fields set up in the Control Panel (API names, snake_case); others are refused. Undefined: any. */
  readonly customFields?: readonly string[];
}

const AMOUNT_ERRORS: Record<string, ErrorName> = {
  required: 'amountRequired',
  format: 'amountFormat',
  negative: 'amountNegative',
  zero: 'amountZero',
  tooLarge: 'amountTooLarge',
};

const TRANSACTION = ['transaction'];

function amountCents(value: unknown, errors: ValidationError[]): number {
  const reading = readAmount(value);
  if (reading.ok) return reading.cents;
  errors.push(validationError(AMOUNT_ERRORS[reading.problem]!, TRANSACTION));
  return 0;
}

function record(
  state: BraintreeState,
  fields: Omit<
    Transaction,
    'id' | 'status' | 'createdAt' | 'updatedAt' | 'statusHistory' | 'refundIds' | 'disbursedAt' | 'disputeIds'
  >,
  history: readonly [TransactionStatus, ...TransactionStatus[]],
): Transaction {
  const now = new Date();
  const transaction: Transaction = {
    ...fields,
    id: newIds.transaction(),
    status: history[history.length - 1]!,
    createdAt: now,
    updatedAt: now,
    statusHistory: history.map((status) => ({ at: now, status, cents: fields.cents })),
    refundIds: [],
    disbursedAt: null,
    disputeIds: [],
  };
  state.transactions.set(transaction.id, transaction);
  return transaction;
}

function moveTo(transaction: Transaction, status: TransactionStatus): void {
  transaction.status = status;
  transaction.updatedAt = new Date();
  transaction.statusHistory.push({ at: transaction.updatedAt, status, cents: transaction.cents });
}

/** The statuses a sale passes through as it is created. */
function historyOfSale(
  processor: ProcessorResponse,
  instrument: Instrument,
  submit: boolean,
): [TransactionStatus, ...TransactionStatus[]] {
  if (processor.status !== 'authorized') return [processor.status];
  if (!submit) return ['authorized'];
  // PayPal captures at once, so a submitted PayPal sale is already settling.
  return instrument.kind === 'paypal_account'
    ? ['authorized', 'submitted_for_settlement', 'settling']
    : ['authorized', 'submitted_for_settlement'];
}

interface PaymentMethodChoice {
  instrument: Instrument;
  token: string | null;
  customerId: string | null;
  consume: () => void;
}

function choosePaymentMethod(
  state: BraintreeState,
  params: Params,
  errors: ValidationError[],
): PaymentMethodChoice | null {
  const nonce = text(params.payment_method_nonce);
  const token = text(params.payment_method_token);
  const customerId = text(params.customer_id);
  if (nonce && token) {
    errors.push(validationError('paymentMethodConflict', TRANSACTION));
    return null;
  }
  if (token) {
    const method = state.paymentMethods.get(token);
    if (!method) errors.push(validationError('tokenInvalid', TRANSACTION));
    else if (customerId && method.customerId !== customerId)
      errors.push(validationError('notCustomersPaymentMethod', TRANSACTION));
    else return { instrument: method.instrument, token, customerId: method.customerId, consume: () => {} };
    return null;
  }
  if (!nonce) {
    errors.push(validationError('noPaymentMethod', TRANSACTION));
    return null;
  }
  const lookup = lookUpNonce(state, nonce, {
    unknown: 'nonceUnknown',
    consumed: 'nonceConsumed',
    path: TRANSACTION,
  });
  if (!lookup.ok) {
    errors.push(lookup.error);
    return null;
  }
  return { instrument: lookup.instrument, token: null, customerId, consume: lookup.consume };
}

function customFieldsOf(
  params: Params,
  setup: MerchantSetup,
  errors: ValidationError[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(object(params.custom_fields))) {
    if (setup.customFields && !setup.customFields.includes(name))
      errors.push(validationError('customFieldInvalid', TRANSACTION, name));
    else fields[name] = String(value);
  }
  return fields;
}

export interface SaleOutcome {
  readonly approved: boolean;
  readonly transaction: Transaction;
}

/** transaction.sale: refused with ValidationFailure, or a transaction approved or declined. */
export function sale(state: BraintreeState, setup: MerchantSetup, params: Params): SaleOutcome {
  const errors: ValidationError[] = [];
  const cents = amountCents(params.amount, errors);
  const orderId = text(params.order_id);
  if (orderId !== null && orderId.length > 255) errors.push(validationError('orderIdTooLong', TRANSACTION));
  const accountId = text(params.merchant_account_id) ?? Object.keys(setup.merchantAccounts)[0]!;
  const currency = setup.merchantAccounts[accountId];
  if (!currency) errors.push(validationError('merchantAccountInvalid', TRANSACTION));
  const customFields = customFieldsOf(params, setup, errors);
  const customerId = text(params.customer_id);
  if (customerId && !state.customers.has(customerId))
    errors.push(validationError('transactionCustomerInvalid', TRANSACTION));
  const choice = choosePaymentMethod(state, params, errors);
  const options = object(params.options);
  const vault = options.store_in_vault_on_success === true || options.store_in_vault === true;
  if (choice && vault && !choice.token && !isVaultable(choice.instrument))
    errors.push(validationError('oneTimePayPalNotVaultable', [...TRANSACTION, 'paypal-account']));
  if (errors.length > 0 || !choice || !currency) throw new ValidationFailure(errors);

  choice.consume();
  const instrument = choice.instrument;
  const processor = authorize(
    cents,
    instrument.kind === 'credit_card' ? instrument.card.declineCode : undefined,
  );
  const approved = processor.status === 'authorized';
  let token = choice.token;
  let payerCustomerId = choice.customerId;
  // store_in_vault stores even a declined method; store_in_vault_on_success only an approved one.
  if (
    !token &&
    (options.store_in_vault === true || (approved && options.store_in_vault_on_success === true))
  ) {
    const customer = customerForVaulting(state, payerCustomerId, object(params.customer));
    token = vaultInstrument(state, customer, instrument, false).token;
    payerCustomerId = customer.id;
  }
  const transaction = record(
    state,
    {
      type: 'sale',
      cents,
      currency,
      merchantAccountId: accountId,
      orderId,
      customFields,
      instrument,
      token,
      customerId: payerCustomerId,
      processor,
      authorizationCode: approved ? newIds.authorizationCode() : null,
      paypal:
        instrument.kind === 'paypal_account'
          ? {
              paymentId: newIds.paypalReference('PAYID-'),
              authorizationId: newIds.paypalReference(''),
              captureId: newIds.paypalReference(''),
              debugId: newIds.paypalReference('').toLowerCase().slice(0, 13),
            }
          : null,
      refundedTransactionId: null,
    },
    historyOfSale(processor, instrument, options.submit_for_settlement === true),
  );
  return { approved, transaction };
}

function refuse(name: ErrorName): never {
  throw new ValidationFailure([validationError(name, TRANSACTION)]);
}

/** transaction.refund: a credit for `amount` (default: all that is left) of a settled sale. */
export function refund(state: BraintreeState, sale: Transaction, params: Params): Transaction {
  if (sale.type === 'credit') refuse('cannotRefundCredit');
  // PayPal money can go back while it is still settling; a card's only once settled.
  const refundable =
    sale.status === 'settled' ||
    sale.status === 'settlement_confirmed' ||
    (sale.status === 'settling' && sale.instrument.kind === 'paypal_account');
  if (!refundable) refuse('cannotRefundUnlessSettled');
  const left = sale.cents - state.refundedCents(sale);
  if (left === 0) refuse('alreadyRefunded');
  const errors: ValidationError[] = [];
  const cents = params.amount === undefined ? left : amountCents(params.amount, errors);
  if (errors.length > 0) throw new ValidationFailure(errors);
  if (cents > left) refuse('refundTooLarge');
  const credit = record(
    state,
    {
      type: 'credit',
      cents,
      currency: sale.currency,
      merchantAccountId: sale.merchantAccountId,
      orderId: text(params.order_id) ?? sale.orderId,
      customFields: {},
      instrument: sale.instrument,
      token: sale.token,
      customerId: sale.customerId,
      processor: PROCESSED,
      authorizationCode: null,
      paypal: sale.paypal,
      refundedTransactionId: sale.id,
    },
    ['submitted_for_settlement'],
  );
  sale.refundIds.push(credit.id);
  sale.updatedAt = credit.createdAt;
  return credit;
}

/** transaction.void: cancels an authorization or a submission before it settles. */
export function voidTransaction(transaction: Transaction): Transaction {
  const voidable =
    transaction.status === 'authorized' ||
    transaction.status === 'submitted_for_settlement' ||
    (transaction.status === 'settlement_pending' && transaction.instrument.kind === 'paypal_account');
  if (!voidable) refuse('cannotVoid');
  moveTo(transaction, 'voided');
  return transaction;
}

export const SETTLEMENT_OPERATIONS = {
  settle: 'settled',
  settlement_confirm: 'settlement_confirmed',
  settlement_decline: 'settlement_declined',
  settlement_pending: 'settlement_pending',
} as const satisfies Record<string, TransactionStatus>;

export type SettlementOperation = keyof typeof SETTLEMENT_OPERATIONS;

const IN_SETTLEMENT: readonly TransactionStatus[] = [
  'submitted_for_settlement',
  'settling',
  'settlement_pending',
];

/**
 * Sandbox's testing.settle and friends: move a submitted transaction through settlement. A settled
 * one can still be confirmed or declined (as a bank debit can be, days later).
 */
export function simulateSettlement(transaction: Transaction, operation: SettlementOperation): Transaction {
  const allowed =
    IN_SETTLEMENT.includes(transaction.status) ||
    (transaction.status === 'settled' &&
      (operation === 'settlement_confirm' || operation === 'settlement_decline'));
  if (!allowed) refuse('cannotSimulateSettlement');
  moveTo(transaction, SETTLEMENT_OPERATIONS[operation]);
  return transaction;
}
