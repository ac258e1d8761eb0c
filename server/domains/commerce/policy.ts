import { REASONS } from '../../rpc/app-error';
import { anyone, isStaffActor, refuse, signedIn, staff, whenSignedIn } from '../../rpc/policy';
import type { LoadedTransaction } from './transaction-record';

// Who may do what with payments (spec §6: a buyer sees only their own transactions).

/** Buy something: anyone signed in (the item's own rules decide whether it is for sale to them). */
export const buy = signedIn;

/**
 * A transaction's checkout, payment and receipt: its buyer alone. Anyone else finds it missing,
 * so a transaction's id reveals nothing.
 */
export const ownTransaction = whenSignedIn(
  (actor, transaction: Pick<LoadedTransaction, 'userId'>) =>
    transaction.userId === actor.userId || refuse('not_found', REASONS.notFound),
);

/** A receipt: its buyer and platform staff; anyone else finds it missing. */
export const seeReceipt = whenSignedIn(
  (actor, transaction: Pick<LoadedTransaction, 'userId'>) =>
    transaction.userId === actor.userId || isStaffActor(actor) || refuse('not_found', REASONS.notFound),
);

/** Every transaction in the back office, and refunds (spec §2 /wasabi/payments/): platform staff. */
export const managePayments = staff;

/** See the plans on sale (spec §2 /pricing/): anyone, visitors too. */
export const seePlans = anyone;

/** A subscription's page, cancelling and resuming it: its owner alone; anyone else finds it missing. */
export const ownSubscription = whenSignedIn(
  (actor, subscription: { userId: string }) =>
    subscription.userId === actor.userId || refuse('not_found', REASONS.notFound),
);
