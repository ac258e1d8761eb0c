import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../common/domain/payment-fulfilment';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';

/** What the payments are found by: a status ('' for any) and a part of the buyer's address, as typed. */
export interface PaymentFilters {
  status: PaymentStatus | '';
  email: string;
}

/** The status filter and the search by the buyer's e-mail address. */
export function PaymentFilterFields({
  filters,
  onChange,
}: {
  filters: PaymentFilters;
  onChange: (change: Partial<PaymentFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
      <TextField
        label={t('payment.admin.search')}
        hint={t('payment.admin.searchHint')}
        type="search"
        autoComplete="off"
        value={filters.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <SelectField
        label={t('payment.admin.statusFilter')}
        value={filters.status}
        options={[
          { value: '', label: t('payment.admin.allStatuses') },
          ...PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`payment.admin.statuses.${status}`),
          })),
        ]}
        onChange={(status) => onChange({ status: status as PaymentStatus | '' })}
      />
    </div>
  );
}
