import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { NEW_QUALIFICATION } from '../../lib/certification-paths';
import { QualificationForm } from './qualification-form';
import { StaffNav } from './staff-nav';
import { StaffOnly } from './staff-only';
import { StaffQualifications } from './staff-qualifications';

/** /wasabi/qualifications/{code}/ (staff only): a qualification's editor; `new` creates one. */
export function QualificationEditorScreen() {
  const { t } = useTranslation();
  const { qualificationId = '' } = useParams();
  const creating = qualificationId === NEW_QUALIFICATION;
  const title = creating ? t('qualifications.editor.newTitle') : t('qualifications.editor.editTitle');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title}>
        <Link to={SCREEN_ROUTES.staffQualifications} className="font-medium text-brand-800 underline">
          {t('qualifications.editor.back')}
        </Link>
      </PageHeader>
      <StaffNav />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <StaffOnly signedOutMessage={t('qualifications.staff.signedOut')}>
          {creating ? (
            <QualificationForm existing={null} />
          ) : (
            <ExistingQualification code={qualificationId} />
          )}
        </StaffOnly>
      </div>
    </>
  );
}

// The qualification as the staff list has it (there is no read of one alone).
function ExistingQualification({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <StaffQualifications>
      {(list) => {
        const existing = list.find((qualification) => qualification.code === code);
        if (!existing) return <p role="alert">{t('qualifications.landing.notFound')}</p>;
        return <QualificationForm key={existing.code} existing={existing} />;
      }}
    </StaffQualifications>
  );
}
