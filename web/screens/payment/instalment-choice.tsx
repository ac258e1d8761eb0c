import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  checkoutKey,
  type InstalmentOption,
  type PaymentTransaction,
  selectCheckoutInstalmentPlan,
} from '../../api/payments';
import { ErrorAlert } from '../../components/error-alert';
import { formatMoney } from '../../lib/format-money';

const OPTION_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50';

/** What each part after the first costs (the later parts are equal: common/instalments.ts). */
export function laterPart(option: InstalmentOption): number {
  return option.amounts[1] ?? 0;
}

/**
 * Spec §4 "instalment plan chosen": pay the whole price now, or in one of the monthly plans the
 * course offers (the first part today, the others charged to the card entered). The server prices
 * the transaction again, and the gateway's fields are prepared again for the new total; nothing
 * changes while a payment runs or the last choice is being saved.
 */
export function InstalmentChoice({
  transaction,
  disabled,
}: {
  transaction: PaymentTransaction;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: (plan: number | null) => selectCheckoutInstalmentPlan(transaction.id, plan),
    onSuccess: (next) => queryClient.setQueryData(checkoutKey(transaction.id), next),
  });
  if (transaction.instalmentPlans.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, transaction.currency);
  // The choice being saved shows as chosen until the server answers.
  const selected = choose.isPending ? choose.variables : transaction.selectedInstalmentPlan;
  const pick = (plan: number | null) => {
    if (plan !== transaction.selectedInstalmentPlan) choose.mutate(plan);
  };
  return (
    <div className="space-y-2">
      <fieldset
        disabled={disabled || choose.isPending || transaction.status === 'processing'}
        aria-busy={choose.isPending}
        className="space-y-2"
      >
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          {t('payment.checkout.instalments.legend')}
        </legend>
        <label className={OPTION_CLASS}>
          <input
            type="radio"
            name="instalment-plan"
            checked={selected === null}
            onChange={() => pick(null)}
            className="size-4 accent-brand-700"
          />
          <span className="font-medium text-slate-900">
            {t('payment.checkout.instalments.full', { price: money(transaction.price) })}
          </span>
        </label>
        {transaction.instalmentPlans.map((option) => (
          <label key={option.parts} className={OPTION_CLASS}>
            <input
              type="radio"
              name="instalment-plan"
              checked={selected === option.parts}
              onChange={() => pick(option.parts)}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium text-slate-900">
              {t('payment.checkout.instalments.plan', {
                parts: option.parts,
                count: option.parts - 1,
                first: money(option.amounts[0] ?? 0),
                later: money(laterPart(option)),
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorAlert error={choose.error} />
    </div>
  );
}
