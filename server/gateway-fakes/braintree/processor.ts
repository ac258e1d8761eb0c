/**
 * The card processor's answer to an authorization, as Braintree's sandbox simulates it: amounts
 * 2000.00–2999.99 are declined with the processor response code of their whole part, 3000.00–3000.99
 * fail at the processor network, and a test card that always declines is declined with its code.
 */

export interface ProcessorResponse {
  readonly status: 'authorized' | 'processor_declined' | 'failed';
  readonly code: string;
  readonly text: string;
  readonly type: 'approved' | 'soft_declined' | 'hard_declined';
}

/** Braintree's texts of the declines a buyer most often meets; hard declines should not be retried. */
const DECLINES: Record<string, readonly [text: string, hard: boolean]> = {
  '2000': ['Do Not Honor', false],
  '2001': ['Insufficient Funds', false],
  '2002': ['Limit Exceeded', false],
  '2003': ["Cardholder's Activity Limit Exceeded", false],
  '2004': ['Expired Card', true],
  '2005': ['Invalid Credit Card Number', true],
  '2006': ['Invalid Expiration Date', true],
  '2007': ['No Account', true],
  '2008': ['Card Account Length Error', true],
  '2009': ['No Such Issuer', true],
  '2010': ['Card Issuer Declined CVV', true],
  '2011': ['Voice Authorization Required', true],
  '2012': ['Processor Declined - Possible Lost Card', true],
  '2013': ['Processor Declined - Possible Stolen Card', true],
  '2014': ['Processor Declined - Fraud Suspected', true],
  '2015': ['Transaction Not Allowed', true],
  '2016': ['Duplicate Transaction', false],
  '2038': ['Processor Declined', false],
  '2044': ['Declined - Call Issuer', true],
  '2046': ['Declined', false],
  '2047': ['Call Issuer. Pick Up Card', true],
};

export const APPROVED: ProcessorResponse = {
  status: 'authorized',
  code: '1000',
  text: 'Approved',
  type: 'approved',
};

/** Refunds and credits are not authorized, only processed. */
export const PROCESSED: ProcessorResponse = {
  status: 'authorized',
  code: '1002',
  text: 'Processed',
  type: 'approved',
};

export function declined(code: string): ProcessorResponse {
  const [text, hard] = DECLINES[code] ?? ['Processor Declined', false];
  return { status: 'processor_declined', code, text, type: hard ? 'hard_declined' : 'soft_declined' };
}

export function authorize(cents: number, cardDeclineCode?: string): ProcessorResponse {
  if (cardDeclineCode) return declined(cardDeclineCode);
  if (cents >= 2000_00 && cents < 3000_00) return declined(String(Math.trunc(cents / 100)));
  if (cents >= 3000_00 && cents < 3001_00)
    return {
      status: 'failed',
      code: '3000',
      text: 'Processor Network Unavailable - Try Again',
      type: 'soft_declined',
    };
  return APPROVED;
}
