import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../common/api/cohort';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { CertificateDraft } from './design-draft';

type PriceDraft = Pick<CertificateDraft, 'paid' | 'currency' | 'amount'>;

/**
 * What a certificate earned by its rule costs: free, or paid in one currency, the amount typed in
 * major units ("49.00"). The server's reason for the price shows under the amount.
 */
export function PriceField({
  price,
  onChange,
  errorOf,
}: {
  price: PriceDraft;
  onChange: (change: Partial<PriceDraft>) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const priceError = errorOf('price');
  return (
    <div className="space-y-4">
      <SelectField
        label={t('certificationAdmin.design.price')}
        hint={t('certificationAdmin.design.priceHint')}
        value={price.paid ? 'paid' : 'free'}
        options={[
          { value: 'free', label: t('certificationAdmin.design.free') },
          { value: 'paid', label: t('certificationAdmin.design.paid') },
        ]}
        onChange={(value) => onChange({ paid: value === 'paid' })}
        error={price.paid ? undefined : priceError}
      />
      {price.paid && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('certificationAdmin.design.currency')}
            value={price.currency}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            onChange={(currency) => onChange({ currency: currency as Currency })}
            error={errorOf('price.currency')}
          />
          <TextField
            label={t('certificationAdmin.design.amount', { currency: price.currency })}
            hint={t('certificationAdmin.design.amountHint')}
            inputMode="decimal"
            value={price.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
            error={errorOf('price.amount') ?? priceError}
          />
        </div>
      )}
    </div>
  );
}
