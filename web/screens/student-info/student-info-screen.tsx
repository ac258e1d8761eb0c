import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EnrolledClassData } from '../../../common/api/membership';
import { describeError } from '../../api/describe-error';
import { enrolledClassDataQuery } from '../../api/membership';
import { useAuthState } from '../../auth/use-auth-state';
import { ClassDates } from '../../components/class-dates';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/format-date-time';
import { courseLandingPath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { ClassStaffList } from './class-staff-list';

/** The class at `cohortPath` with the caller's enrolment and course, when they are in it. */
function findMembership(data: EnrolledClassData, cohortPath: string) {
  const cohort = data.classes.find((candidate) => candidate.path === cohortPath);
  const enrolment = data.enrolments.find((candidate) => candidate.cohortPath === cohortPath);
  const course = cohort && data.courses.find((candidate) => candidate.path === cohort.coursePath);
  return cohort && enrolment && course ? { cohort, enrolment, course } : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-800 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * /cohorts/studentinfo/?cohort={path} (spec §2 student info): a learner's own information for one
 * of their classes. Anyone not in the class gets the not-found screen.
 */
export function StudentInfoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cohortPath = (params.get('cohort') ?? '').toLowerCase();
  const { currentUser, userLoaded } = useAuthState();
  const data = useQuery({ ...enrolledClassDataQuery(), enabled: currentUser !== null });
  const found = data.data ? findMembership(data.data, cohortPath) : null;
  usePageTitle(t('studentInfo.title'), found?.cohort.name ?? '');

  if (userLoaded && !currentUser) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <SignInPrompt message={t('studentInfo.signedOut')} />
      </div>
    );
  }
  if (data.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <FormAlert message={describeError(data.error)} />
      </div>
    );
  }
  if (!data.data) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-slate-700 sm:px-6 lg:px-8">
        {t('app.loading')}
      </p>
    );
  }
  if (!found) return <NotFoundScreen />;
  const { cohort, enrolment, course } = found;
  const timeZone = currentUser?.timezone ?? cohort.classAccessTz;
  return (
    <>
      <PageHeader title={cohort.name} lead={t('studentInfo.lead', { course: course.name })} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5">
          <Fact label={t('studentInfo.course')}>
            <Link to={courseLandingPath(course.path)} className="text-brand-800 underline">
              {course.name}
            </Link>
          </Fact>
          <Fact label={t('studentInfo.dates')}>
            <ClassDates cohort={cohort} />
          </Fact>
          <Fact label={t('studentInfo.mode')}>{t(`membership.mode.${cohort.mode}`)}</Fact>
          <Fact label={t('studentInfo.status')}>
            {enrolment.status === 'active' ? t('membership.status.active') : t('membership.status.pending')}
            {enrolment.staff && ` · ${t('studentInfo.facilitator')}`}
          </Fact>
          <Fact label={t('studentInfo.enrolledOn')}>{formatDateTime(enrolment.enrolledAt, timeZone)}</Fact>
          <Fact label={t('studentInfo.staff')}>
            <ClassStaffList cohort={cohort} users={data.data.users2} />
          </Fact>
        </dl>
      </div>
    </>
  );
}
