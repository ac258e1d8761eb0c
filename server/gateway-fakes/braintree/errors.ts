/**
 * Braintree's validation errors: the codes of the SDK's ValidationErrorCodes with the gateway's
 * messages, and the `<api-error-response>` they come back in (HTTP 422), nested by object as the
 * SDK's `result.errors.for('transaction').on('amount')` reads them.
 */
import { paramsNode, XmlArray, type XmlNode, xmlSymbol } from './xml';

const CATALOGUE = {
  amountRequired: ['81502', 'amount', 'Amount is required.'],
  amountFormat: ['81503', 'amount', 'Amount is an invalid format.'],
  amountNegative: ['81501', 'amount', 'Amount cannot be negative.'],
  amountZero: ['81531', 'amount', 'Amount must be greater than zero.'],
  amountTooLarge: ['81528', 'amount', 'Amount is too large.'],
  orderIdTooLong: ['91501', 'order_id', 'Order ID is too long.'],
  customFieldInvalid: ['91526', 'custom_fields', 'Custom field is invalid: %s.'],
  merchantAccountInvalid: ['91513', 'merchant_account_id', 'Merchant account ID is invalid.'],
  nonceUnknown: ['91565', 'payment_method_nonce', 'Unknown payment_method_nonce.'],
  nonceConsumed: ['91564', 'payment_method_nonce', 'Cannot use a payment_method_nonce more than once.'],
  tokenInvalid: ['91518', 'payment_method_token', 'Payment method token is invalid.'],
  paymentMethodConflict: [
    '91515',
    'base',
    'Cannot provide more than one of payment_method_token, payment_method_nonce, credit_card attributes.',
  ],
  noPaymentMethod: ['91508', 'base', 'Cannot determine payment method.'],
  transactionCustomerInvalid: ['91510', 'customer_id', 'Customer ID is invalid.'],
  notCustomersPaymentMethod: ['91516', 'base', 'Payment method does not belong to the customer.'],
  cardNumberInvalid: ['81715', 'number', 'Credit card number is invalid.'],
  cardNumberNotTest: ['81717', 'number', 'Credit card number is not an accepted test number.'],
  cardExpiryInvalid: ['81710', 'expiration_date', 'Expiration date is invalid.'],
  cardCvvInvalid: [
    '81707',
    'cvv',
    'CVV must be 4 digits for American Express and 3 digits for other card types.',
  ],
  cannotVoid: [
    '91504',
    'base',
    'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
  ],
  cannotRefundCredit: ['91505', 'base', 'Cannot refund a credit.'],
  cannotRefundUnlessSettled: ['91506', 'base', 'Cannot refund a transaction unless it is settled.'],
  alreadyRefunded: ['91512', 'base', 'Transaction has already been completely refunded.'],
  refundTooLarge: ['91521', 'amount', 'Refund amount is too large.'],
  cannotSimulateSettlement: ['91575', 'base', 'Cannot simulate settlement for a transaction in this status.'],
  customerIdTaken: ['91609', 'id', 'Customer ID has already been taken.'],
  customerIdInvalid: ['91610', 'id', 'Customer ID is invalid.'],
  customerEmailInvalid: ['81604', 'email', 'Email is an invalid format.'],
  customerIdRequired: ['93104', 'customer_id', 'Customer ID is required.'],
  paymentMethodCustomerInvalid: ['93105', 'customer_id', 'Customer ID is invalid.'],
  paymentMethodNonceRequired: ['93103', 'payment_method_nonce', 'Nonce is required.'],
  paymentMethodNonceUnknown: ['93108', 'payment_method_nonce', 'Unknown payment_method_nonce.'],
  paymentMethodNonceConsumed: [
    '93107',
    'payment_method_nonce',
    'Cannot use a payment_method_nonce more than once.',
  ],
  oneTimePayPalNotVaultable: ['82902', 'base', 'Cannot vault one-time use PayPal Account.'],
  clientTokenCustomerMissing: ['92804', 'customer_id', 'Customer specified by customer_id does not exist'],
  clientTokenMerchantAccountMissing: [
    '92807',
    'merchant_account_id',
    'Merchant account specified by merchant_account_id does not exist',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;

export type ErrorName = keyof typeof CATALOGUE;

export interface ValidationError {
  readonly code: string;
  readonly attribute: string;
  readonly message: string;
  /** The objects it nests in: ['transaction'] or ['transaction', 'credit-card']. */
  readonly path: readonly string[];
}

export function validationError(name: ErrorName, path: readonly string[], detail = ''): ValidationError {
  const [code, attribute, message] = CATALOGUE[name];
  return { code, attribute, message: message.replace('%s', detail), path };
}

/** Thrown by an operation that the gateway refuses with validation errors. */
export class ValidationFailure extends Error {
  constructor(readonly errors: readonly ValidationError[]) {
    super(errors.map((error) => error.message).join('\n'));
  }
}

function errorsNode(errors: readonly ValidationError[], depth: number): XmlNode {
  const here = errors.filter((error) => error.path.length === depth);
  const node: Record<string, XmlNode | XmlArray> = {
    errors: new XmlArray(
      'error',
      here.map((error) => ({
        code: error.code,
        attribute: xmlSymbol(error.attribute),
        message: error.message,
      })),
    ),
  };
  const deeper = errors.filter((error) => error.path.length > depth);
  for (const name of new Set(deeper.map((error) => error.path[depth]!))) {
    node[name] = errorsNode(
      deeper.filter((error) => error.path[depth] === name),
      depth + 1,
    );
  }
  return node;
}

/**
 * The body of a refusal: validation errors (no transaction), or a transaction the processor or
 * gateway turned down (no validation errors, the transaction attached).
 */
export function apiErrorResponse(options: {
  message: string;
  errors?: readonly ValidationError[];
  params: unknown;
  transaction?: XmlNode;
}): XmlNode {
  return {
    errors: errorsNode(options.errors ?? [], 0),
    params: paramsNode(options.params),
    message: options.message,
    transaction: options.transaction,
  };
}
