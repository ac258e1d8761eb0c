import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QualificationDetail } from '../../../common/api/qualification';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { NEW_QUALIFICATION, staffQualificationPath } from '../../lib/certification-paths';
import { StaffNav } from './staff-nav';
import { StaffOnly } from './staff-only';
import { StaffQualifications } from './staff-qualifications';

/** /wasabi/qualifications/ (staff only): every qualification, published or not, and creating one. */
export function QualificationsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('qualifications.staff.title'));
  return (
    <>
      <PageHeader title={t('qualifications.staff.title')} lead={t('qualifications.staff.lead')} />
      <StaffNav />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <StaffOnly signedOutMessage={t('qualifications.staff.signedOut')}>
          <div className="space-y-6">
            <Link to={staffQualificationPath(NEW_QUALIFICATION)} className={PRIMARY_BUTTON}>
              {t('qualifications.staff.new')}
            </Link>
            <QualificationTable />
          </div>
        </StaffOnly>
      </div>
    </>
  );
}

function QualificationTable() {
  return <StaffQualifications>{(list) => <QualificationRows list={list} />}</StaffQualifications>;
}

function QualificationRows({ list }: { list: QualificationDetail[] }) {
  const { t } = useTranslation();
  if (list.length === 0) {
    return (
      <EmptyState title={t('qualifications.staff.emptyTitle')} body={t('qualifications.staff.emptyBody')} />
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-4 py-3 font-semibold">{t('qualifications.fields.name')}</th>
            <th className="px-4 py-3 font-semibold">{t('qualifications.fields.code')}</th>
            <th className="px-4 py-3 font-semibold">{t('qualifications.staff.published')}</th>
            <th className="px-4 py-3 font-semibold">{t('qualifications.staff.courses')}</th>
            <th className="px-4 py-3 font-semibold">{t('qualifications.staff.enrolled')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {list.map((qualification) => (
            <tr key={qualification.code}>
              <td className="px-4 py-3">
                <Link
                  to={staffQualificationPath(qualification.code)}
                  className="font-medium text-brand-800 underline"
                >
                  {qualification.name}
                </Link>
              </td>
              <td className="px-4 py-3 font-mono">{qualification.code}</td>
              <td className="px-4 py-3">
                {qualification.published ? t('qualifications.staff.yes') : t('qualifications.staff.no')}
              </td>
              <td className="px-4 py-3">
                {qualification.coreCoursePaths.length + qualification.electiveCoursePaths.length}
              </td>
              <td className="px-4 py-3">{qualification.enrolledCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
