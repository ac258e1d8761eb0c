import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { endedErrorPath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { CourseAccessDeniedModal } from './course-access-denied-modal';
import { GroupRequiredNotice } from './group-required-notice';
import { SuspendedCourseAccess } from './suspended-course-access';

/**
 * What a course page shows when its read failed but for a visitor asked to sign in: the course's
 * pages are for its learners (spec §8), so others get the access-denied modal (a learner whose place
 * is suspended for an unpaid instalment, its suspended variant), the page of an ended class or the
 * not-found screen. A chunk of its own: only a refused reader loads it.
 */
export function CoursePageRefusal({ error, courseCode }: { error: Error; courseCode: string }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 500;
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'course_access_denied') {
    return error instanceof ApiError && error.reasonCode?.code === 'refusal.enrolmentSuspended' ? (
      <SuspendedCourseAccess error={error} coursePath={courseCode} />
    ) : (
      <CourseAccessDeniedModal coursePath={courseCode} />
    );
  }
  if (code === 'class_ended') return <Navigate to={endedErrorPath(courseCode)} replace />;
  if (code === 'group_required' && error instanceof ApiError) {
    return <GroupRequiredNotice error={error} courseCode={courseCode} />;
  }
  if (status === 403 || status === 404) return <NotFoundScreen />;
  return (
    <p role="alert" className="mx-auto max-w-7xl px-4 py-16 text-red-800 sm:px-6 lg:px-8">
      {t('coursePage.loadFailed')}
    </p>
  );
}
