import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../common/domain/payment-fulfilment';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';

/**
 * What the payments are found by: a status ('' for any), a part of the buyer's address and a
 * referral campaign's id, as typed.
 */
export interface PaymentFilters {
  status: PaymentStatus | '';
  email: string;
  campaign: string;
}

/** The status filter, the search by the buyer's e-mail address and the referral campaign's id. */
export function PaymentFilterFields({
  filters,
  onChange,
}: {
  filters: PaymentFilters;
  onChange: (change: Partial<PaymentFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_16rem]">
      <TextField
        label={t('payment.admin.search')}
        hint={t('payment.admin.searchHint')}
        type="search"
        autoComplete="off"
        value={filters.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        label={t('payment.admin.campaignFilter')}
        hint={t('payment.admin.campaignHint')}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={filters.campaign}
        onChange={(event) => onChange({ campaign: event.target.value })}
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
