import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { useTermsNextUpdateDates, useTermsUpdateDates } from '../../hooks/use-terms-dates';
import { ScheduleTermsForm } from './schedule-terms-form';
import { StaffNav } from './staff-nav';
import { StaffOnly } from './staff-only';
import { TermsDateList } from './terms-date-list';

/** /wasabi/tos/ (staff only): the terms versions in force, those scheduled, and scheduling a new one. */
export function StaffTermsScreen() {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const isStaff = currentUser?.isStaff === true;
  const inForce = useTermsUpdateDates(isStaff);
  const scheduled = useTermsNextUpdateDates(isStaff);
  usePageTitle(t('staffTerms.title'));
  const timeZone = currentUser?.timezone ?? 'UTC';
  return (
    <>
      <PageHeader title={t('staffTerms.title')} lead={t('staffTerms.lead')} />
      <StaffNav />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl space-y-6">
          <StaffOnly signedOutMessage={t('staffTerms.signedOut')}>
            <TermsDateList title={t('staffTerms.inForceTitle')} dates={inForce} timeZone={timeZone} />
            <TermsDateList title={t('staffTerms.scheduledTitle')} dates={scheduled} timeZone={timeZone} />
            <ScheduleTermsForm timeZone={timeZone} />
          </StaffOnly>
        </div>
      </div>
    </>
  );
}
