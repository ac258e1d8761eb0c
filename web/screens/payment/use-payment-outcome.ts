import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkoutKey, checkoutQuery, confirmPayment } from '../../api/payments';

/** How often, and how long, a payment still under way is asked about again. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 120_000;

/**
 * The outcome of a payment the buyer has come back from: the server asks the gateway once (as its
 * webhook would tell it), then the checkout is read again every two seconds while the gateway or
 * the bank is still at work, for two minutes; after that the page says it will be settled later.
 */
export function usePaymentOutcome(transactionId: string) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmPayment(transactionId),
    onSuccess: (transaction) => queryClient.setQueryData(checkoutKey(transactionId), transaction),
  });
  const { mutate } = confirm;
  useEffect(() => mutate(), [mutate]);
  const startedAt = confirm.submittedAt;
  const checkout = useQuery({
    ...checkoutQuery(transactionId),
    enabled: confirm.isSuccess || confirm.isError,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' && Date.now() - startedAt < POLL_FOR_MS ? POLL_MS : false,
  });
  const waitedLong = checkout.data?.status === 'processing' && Date.now() - startedAt >= POLL_FOR_MS;
  return { confirm, checkout, waitedLong };
}
