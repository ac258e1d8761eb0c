import type { instalmentPlanCalls, PaymentInvoice, UserInstalmentPlan } from '../../common/api/instalment';
import { call, callKeyPrefix, callQuery } from './call';

// The calls of instalment plans (common/api/instalment.ts): the signed-in buyer's plans, each a class
// place paid in monthly parts on a saved card.
type PlanCalls = typeof instalmentPlanCalls;
const listMine = call<PlanCalls['listMine']>('instalmentplan', 'lookup', 'listUserInstalmentPlans');

export type { PaymentInvoice, UserInstalmentPlan };

/** The signed-in buyer's instalment plans, newest first, each with its parts (paymentInvoices). */
export const myInstalmentPlansQuery = () => callQuery(listMine, { input: {} }, { loginRequired: true });
/** What invalidates the buyer's instalment plans (a part paid, a card updated). */
export const myInstalmentPlansKeyPrefix = () => callKeyPrefix(listMine);
