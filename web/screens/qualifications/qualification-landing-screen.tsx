import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QualificationLanding } from '../../../common/api/qualification';
import { SCREEN_ROUTES } from '../../../common/routes';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { qualificationLandingQuery } from '../../api/qualifications';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { EnrolmentActions } from './enrolment-actions';
import { QualificationPathway } from './qualification-pathway';
import { QualificationProgressSummary } from './qualification-progress-summary';

/**
 * A qualification's landing page (spec §2 /qualifications/{code}/): what it asks, its courses in
 * the pathway's order, and for an enrolled learner their progress; enrolling and withdrawing.
 */
export function QualificationLandingScreen() {
  const { t } = useTranslation();
  const { qualificationCode = '' } = useParams();
  const { currentUser, userLoaded } = useAuthState();
  const landing = useQuery({
    ...qualificationLandingQuery(qualificationCode, currentUser?.userId ?? null),
    enabled: userLoaded,
    retry: false,
  });
  const notFound = landing.error instanceof ApiError && landing.error.status === 404;
  usePageTitle(notFound ? t('qualifications.landing.notFound') : (landing.data?.name ?? ''));

  if (landing.isPending) return <ScreenSkeleton label={t('qualifications.landing.loading')} />;
  if (landing.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h1 className="text-2xl font-semibold text-slate-900">
          {notFound ? t('qualifications.landing.notFound') : t('qualifications.landing.loadError')}
        </h1>
        {notFound ? (
          <Link to={SCREEN_ROUTES.courses} className={`${SECONDARY_BUTTON} mt-6`}>
            {t('qualifications.landing.browse')}
          </Link>
        ) : (
          <LoadError
            className="mt-6 justify-center"
            message={describeError(landing.error)}
            retryLabel={t('qualifications.retry')}
            onRetry={() => void landing.refetch()}
          />
        )}
      </div>
    );
  }
  return <LandingContent qualification={landing.data} />;
}

function LandingContent({ qualification }: { qualification: QualificationLanding }) {
  const { t, i18n } = useTranslation();
  const core = qualification.courses.filter((course) => course.kind === 'core').length;
  const electives = qualification.courses.length - core;
  const { enrolment } = qualification;
  return (
    <ScreenFrame>
      <PageHeader
        title={qualification.name}
        lead={qualification.description}
        eyebrow={qualification.published ? undefined : t('qualifications.unpublished')}
      >
        <EnrolmentActions code={qualification.code} enrolled={enrolment !== null} />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <QualificationPathway
          courses={qualification.courses}
          completed={enrolment?.completedCoursePaths ?? null}
        />
        <aside className="h-fit space-y-4 rounded-2xl border border-slate-200 p-5">
          <h2 className="text-lg font-semibold text-slate-900">{t('qualifications.landing.requirements')}</h2>
          <p className="text-slate-700">
            {electives === 0
              ? t('qualifications.landing.requirementCoreOnly', { count: core })
              : t('qualifications.landing.requirement', {
                  count: core,
                  required: qualification.electivesRequired,
                  electives,
                })}
          </p>
          <p className="text-slate-700">
            {t('qualifications.landing.coreHours', {
              hours: new Intl.NumberFormat(i18n.language).format(qualification.coreLearningHours),
            })}
          </p>
          {enrolment && (
            <>
              <h2 className="pt-2 text-lg font-semibold text-slate-900">
                {t('qualifications.landing.yourProgress')}
              </h2>
              <QualificationProgressSummary progress={enrolment} />
            </>
          )}
        </aside>
      </div>
    </ScreenFrame>
  );
}
