import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ITEM_TYPES, type ItemType } from '../../../common/payment-kinds';
import { createCheckout } from '../../api/checkout-create';
import { ErrorAlert } from '../../components/error-alert';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { checkoutPath } from '../../lib/checkout-path';

const isItemType = (value: string | null): value is ItemType =>
  (ITEM_TYPES as readonly (string | null)[]).includes(value);

/**
 * /payment/checkout-page/?type={itemType}&productID={id} (spec §2): a checkout started from a
 * link (a price on a landing page, a mail); the server prices the item and the buyer goes on to
 * /payment/checkout/{id}/. Something not for sale says why.
 */
export function CheckoutPageScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');
  const productID = params.get('productID') ?? '';
  usePageTitle(t('payment.checkout.title'));
  const start = useMutation({
    mutationFn: () => createCheckout([{ type: type as ItemType, productID }]),
    // A full page load, should this screen have been reached inside the app: the checkout's
    // document carries the policy that lets the gateway's fields in.
    onSuccess: ({ paymentTransactionId }) => window.location.replace(checkoutPath(paymentTransactionId)),
  });
  const { mutate } = start;
  const valid = isItemType(type) && productID !== '';
  useEffect(() => {
    if (valid) mutate();
  }, [valid, mutate]);
  return (
    <ScreenFrame>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('payment.checkout.title')}</h1>
        {!valid ? (
          <p role="alert">{t('payment.checkout.nothingChosen')}</p>
        ) : start.isError ? (
          <ErrorAlert error={start.error} />
        ) : (
          <p role="status">{t('payment.checkout.preparing')}</p>
        )}
      </div>
    </ScreenFrame>
  );
}
