import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EnrolledClassData } from '../../../common/api/membership';
import { describeError } from '../../api/describe-error';
import { enrolledClassDataQuery } from '../../api/membership';
import { useAuthState } from '../../auth/use-auth-state';
import { ClassDates } from '../../components/class-dates';
import { FactRow } from '../../components/fact-row';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/format-date-time';
import { classGroupsPath, courseLandingPath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { ClassStaffList } from './class-staff-list';

/** The class at `cohortPath` with the caller's enrolment and course, when they are in it. */
function findMembership(data: EnrolledClassData, cohortPath: string) {
  const cohort = data.classes.find((candidate) => candidate.path === cohortPath);
  const enrolment = data.enrolments.find((candidate) => candidate.cohortPath === cohortPath);
  const course = cohort && data.courses.find((candidate) => candidate.path === cohort.coursePath);
  return cohort && enrolment && course ? { cohort, enrolment, course } : null;
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
          <FactRow label={t('studentInfo.course')}>
            <Link to={courseLandingPath(course.path)} className="text-brand-800 underline">
              {course.name}
            </Link>
          </FactRow>
          <FactRow label={t('studentInfo.dates')}>
            <ClassDates cohort={cohort} />
          </FactRow>
          <FactRow label={t('studentInfo.mode')}>{t(`membership.mode.${cohort.mode}`)}</FactRow>
          <FactRow label={t('studentInfo.status')}>
            {enrolment.status === 'active' ? t('membership.status.active') : t('membership.status.pending')}
            {enrolment.staff && ` · ${t('studentInfo.facilitator')}`}
          </FactRow>
          <FactRow label={t('studentInfo.enrolledOn')}>
            {formatDateTime(enrolment.enrolledAt, timeZone)}
          </FactRow>
          <FactRow label={t('studentInfo.staff')}>
            <ClassStaffList cohort={cohort} users={data.data.users2} />
          </FactRow>
          <FactRow label={t('groups.title')}>
            <Link to={classGroupsPath(cohort.path)} className="text-brand-800 underline">
              {t('groups.classLink')}
            </Link>
          </FactRow>
        </dl>
      </div>
    </>
  );
}
