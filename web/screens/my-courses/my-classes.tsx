import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnrolledClass, EnrolledClassData, EnrolmentData } from '../../../common/api/membership';
import { SCREEN_ROUTES } from '../../../common/routes';
import { describeError } from '../../api/describe-error';
import { enrolledClassDataQuery } from '../../api/membership';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { ClassDates } from '../../components/class-dates';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { courseLandingPath, studentInfoPath } from '../../lib/paths';

/** The learner's enrolments with their class and course, in the order the server gives them. */
function rowsOf(data: EnrolledClassData) {
  const classes = new Map(data.classes.map((cohort) => [cohort.path, cohort]));
  const courses = new Map(data.courses.map((course) => [course.path, course]));
  return data.enrolments.flatMap((enrolment) => {
    const cohort = classes.get(enrolment.cohortPath);
    const course = cohort && courses.get(cohort.coursePath);
    return cohort && course ? [{ enrolment, cohort, course }] : [];
  });
}

const STANDING_STYLES = {
  pending: 'bg-amber-100 text-amber-950',
  upcoming: 'bg-sky-100 text-sky-950',
  active: 'bg-green-100 text-green-900',
  ended: 'bg-slate-100 text-slate-800',
} as const;

/** Where the learner stands in a class: waiting for approval, else before, during or after its dates. */
function standingOf(enrolment: EnrolmentData, cohort: EnrolledClass): keyof typeof STANDING_STYLES {
  if (enrolment.status === 'pending') return 'pending';
  if (cohort.hasEnded) return 'ended';
  return cohort.hasStarted ? 'active' : 'upcoming';
}

function ClassStanding({ enrolment, cohort }: { enrolment: EnrolmentData; cohort: EnrolledClass }) {
  const { t } = useTranslation();
  const standing = standingOf(enrolment, cohort);
  return (
    <span className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold ${STANDING_STYLES[standing]}`}>
      {t(`membership.status.${standing}`)}
    </span>
  );
}

/** /courses/my/: the classes the signed-in user is in (pending or active), with their dates. */
export function MyClasses() {
  const { t } = useTranslation();
  const data = useQuery(enrolledClassDataQuery());
  let body: React.ReactNode;
  if (data.isPending) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (data.isError) body = <FormAlert message={describeError(data.error)} />;
  else if (data.data.enrolments.length === 0)
    body = (
      <EmptyState title={t('membership.myClasses.empty')} body={t('membership.myClasses.emptyBody')}>
        <Link to={SCREEN_ROUTES.courses} className={SECONDARY_BUTTON}>
          {t('membership.myClasses.browse')}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {rowsOf(data.data).map(({ enrolment, cohort, course }) => (
          <li key={enrolment.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
            <div className="min-w-0">
              <Link
                to={courseLandingPath(course.path)}
                className="font-semibold text-brand-800 hover:underline"
              >
                {course.name}
              </Link>
              <p className="text-sm text-slate-700">
                <Link to={studentInfoPath(cohort.path)} className="underline">
                  {cohort.name}
                </Link>
                {' · '}
                <ClassDates cohort={cohort} />
              </p>
            </div>
            <ClassStanding enrolment={enrolment} cohort={cohort} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="my-classes-heading">
      <h2 id="my-classes-heading" className="mb-4 text-xl font-semibold text-slate-900">
        {t('membership.myClasses.title')}
      </h2>
      {body}
    </section>
  );
}
