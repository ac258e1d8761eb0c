import { useMutation } from '@tanstack/react-query';
import { type BillingPeriod, type Currency, createPlanCheckout } from '../../api/subscriptions';
import { checkoutPath } from '../../lib/checkout-path';

/** What a plan's checkout is opened with: the plan, how often it is paid for, and in which currency. */
export interface PlanChoice {
  planId: string;
  period: BillingPeriod;
  currency: Currency;
}

/**
 * Opening a plan's checkout (the pricing page's and the subscribe modals' button): the server prices
 * the plan and says whether its trial applies, then the buyer goes to the checkout by a full page
 * load, whose document carries the policy that lets the gateway's fields in. `busy` stays true
 * from the press until the checkout's page replaces this one.
 */
export function usePlanCheckout({
  onStart,
  onFailure,
}: {
  onStart?: () => void;
  onFailure?: () => void;
} = {}) {
  const open = useMutation({
    mutationFn: (choice: PlanChoice) => createPlanCheckout(choice.planId, choice.period, choice.currency),
    onMutate: () => onStart?.(),
    onSuccess: ({ paymentTransactionId }) => window.location.assign(checkoutPath(paymentTransactionId)),
    onError: () => onFailure?.(),
  });
  return {
    start: open.mutate,
    busy: open.isPending || open.isSuccess,
    /** The plan whose button was pressed last. */
    chosen: open.variables,
    error: open.error,
  };
}
