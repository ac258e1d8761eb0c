import type { UserInstalmentPlan } from '../../common/api/instalment';

/** Data Literacy's March class in 3 parts of MYR 83.00: the first paid, the second overdue, the third to come. */
export function buildInstalmentPlan(overrides: Partial<UserInstalmentPlan> = {}): UserInstalmentPlan {
  return {
    id: 'sub-instalment-1',
    course: { path: 'data-101', name: 'Data Literacy' },
    cohortName: 'March 2027 class',
    status: 'past_due',
    currency: 'MYR',
    total: 24_900,
    parts: 3,
    partsPaid: 1,
    nextChargeAt: '2027-01-08T12:00:00.000Z',
    failedCharges: 1,
    card: { brand: 'visa', last4: '4242' },
    startedAt: '2026-12-05T12:00:00.000Z',
    paymentInvoices: [
      {
        part: 1,
        amount: 8_300,
        dueAt: '2026-12-05T12:00:00.000Z',
        status: 'paid',
        paidAt: '2026-12-05T12:00:00.000Z',
        receiptNumber: 'KL-000123',
      },
      {
        part: 2,
        amount: 8_300,
        dueAt: '2027-01-05T12:00:00.000Z',
        status: 'overdue',
        paidAt: null,
        receiptNumber: null,
      },
      {
        part: 3,
        amount: 8_300,
        dueAt: '2027-02-05T12:00:00.000Z',
        status: 'upcoming',
        paidAt: null,
        receiptNumber: null,
      },
    ],
    ...overrides,
  };
}
