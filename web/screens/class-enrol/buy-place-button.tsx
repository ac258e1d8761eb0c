import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnrollableClass } from '../../../common/api/enrolment';
import { createCheckout } from '../../api/checkout-create';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { checkoutPath } from '../../lib/checkout-path';
import { formatMoney } from '../../lib/format-money';

/**
 * Buying a place in a priced class: the server opens a checkout for the class (its price is the
 * server's, the student price applied when the buyer is entitled to it) and the buyer goes there.
 * A visitor is asked to sign in first, then the checkout opens.
 */
export function BuyPlaceButton({ joinable }: { joinable: EnrollableClass }) {
  const { t } = useTranslation();
  const buy = useMutation({
    mutationFn: () => createCheckout([{ type: 'course_enrolment', productID: joinable.path }]),
    // A full page load: the checkout's document carries the policy that lets the gateway's fields in.
    onSuccess: ({ paymentTransactionId }) => window.location.assign(checkoutPath(paymentTransactionId)),
  });
  const price = formatMoney(joinable.localPrice.coursePriceMinor, joinable.localPrice.currency);
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={PRIMARY_BUTTON} disabled={buy.isPending} onClick={() => buy.mutate()}>
        {buy.isPending ? t('enrolment.actions.buying') : t('enrolment.actions.buy', { price })}
      </button>
      <ErrorAlert error={buy.error} />
    </div>
  );
}
