import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { PaymentsList } from './payments-list';
import { StaffNav } from './staff-nav';
import { StaffOnly } from './staff-only';

/** /wasabi/payments/ (staff only; spec §2 payments/): every payment, and refunds. */
export function PaymentsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('payment.admin.title'));
  return (
    <>
      <PageHeader title={t('payment.admin.title')} lead={t('payment.admin.lead')} />
      <StaffNav />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <StaffOnly signedOutMessage={t('payment.admin.signedOut')}>
          <PaymentsList />
        </StaffOnly>
      </div>
    </>
  );
}
