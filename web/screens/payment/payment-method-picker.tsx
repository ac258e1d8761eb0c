import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../api/payments';

/**
 * How to pay, among the methods the server offers for this purchase (spec §9); the choice cannot
 * change while a payment is processing (spec §4), so the group is disabled then.
 */
export function PaymentMethodPicker({
  methods,
  value,
  disabled,
  onChange,
  legend,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
  /** The group's name, when "How would you like to pay?" already asks something else (an instalment plan). */
  legend?: string;
}) {
  const { t } = useTranslation();
  if (methods.length < 2) return null;
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {legend ?? t('payment.methods.legend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{t(`payment.methods.${method}`)}</span>
              <span className="block text-slate-600">{t(`payment.methodHints.${method}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
