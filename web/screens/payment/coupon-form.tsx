import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyCheckoutCoupon, checkoutKey, removeCheckoutCoupon } from '../../api/payments';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';

/**
 * The coupon of a checkout: a code to apply (the server checks it and prices again), or the one
 * applied with a way to take it off. What the buyer typed stays in the field when it is refused.
 */
export function CouponForm({
  transactionId,
  couponCode,
  editable,
}: {
  transactionId: string;
  couponCode: string | null;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const settle = (transaction: unknown) => queryClient.setQueryData(checkoutKey(transactionId), transaction);
  const apply = useMutation({
    mutationFn: (value: string) => applyCheckoutCoupon(transactionId, value),
    onSuccess: (transaction) => {
      settle(transaction);
      setCode('');
    },
  });
  const remove = useMutation({ mutationFn: () => removeCheckoutCoupon(transactionId), onSuccess: settle });

  if (couponCode) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-slate-800">
          {t('payment.coupon.applied')} <strong className="font-mono">{couponCode}</strong>
        </p>
        {editable && (
          <button
            type="button"
            className={LINK_BUTTON}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('payment.coupon.remove')}
          </button>
        )}
        <ErrorAlert error={remove.error} />
      </div>
    );
  }
  if (!editable) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code.trim());
  };
  const fieldError = fieldErrorOf(apply.error, 'couponCode');
  return (
    <form className="mt-4 flex items-end gap-2" onSubmit={submit} noValidate>
      <div className="grow">
        <TextField
          label={t('payment.coupon.label')}
          value={code}
          autoComplete="off"
          maxLength={40}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
      </div>
      <button
        type="submit"
        className={`${SECONDARY_BUTTON} mb-0.5`}
        disabled={apply.isPending || !code.trim()}
      >
        {apply.isPending ? t('payment.coupon.applying') : t('payment.coupon.apply')}
      </button>
      {!fieldError && <ErrorAlert error={apply.error} />}
    </form>
  );
}
