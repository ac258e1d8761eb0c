import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QualificationCourse } from '../../../common/api/qualification';
import { courseLandingPath } from '../../lib/paths';

/**
 * The qualification's courses in the pathway's suggested order, numbered, each marked core or
 * elective and, for an enrolled learner (`completed` their completed paths), done or not.
 */
export function QualificationPathway({
  courses,
  completed,
}: {
  courses: QualificationCourse[];
  completed: string[] | null;
}) {
  const { t, i18n } = useTranslation();
  const hours = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="pathway-heading">
      <h2 id="pathway-heading" className="text-2xl font-semibold text-slate-900">
        {t('qualifications.landing.pathway')}
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6">
        {courses.map((course) => (
          <li key={course.path} className="rounded-xl border border-slate-200 p-4 text-slate-700">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link to={courseLandingPath(course.path)} className="font-semibold text-brand-800 underline">
                {course.name}
              </Link>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {t(`qualifications.kinds.${course.kind}`)}
              </span>
              {completed && (
                <span
                  className={`text-sm font-medium ${completed.includes(course.path) ? 'text-emerald-800' : 'text-slate-600'}`}
                >
                  {completed.includes(course.path)
                    ? t('qualifications.landing.courseDone')
                    : t('qualifications.landing.courseNotDone')}
                </span>
              )}
            </div>
            {course.learningHours !== null && (
              <p className="mt-1 text-sm text-slate-600">
                {t('qualifications.landing.hours', { hours: hours.format(course.learningHours) })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
