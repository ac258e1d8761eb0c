import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseData } from '../../../common/api/course';
import { Icon } from '../../components/icon';
import { courseAdminPath } from '../../lib/paths';
import type { AdminTabProps } from './admin-tabs';

/** The next steps of a new course, each checked from the course data and linking to its tab. */
export function starterSteps(course: CourseData) {
  return [
    {
      key: 'objective',
      done: course.objective.trim() !== '' && course.outcomes.length > 0,
      action: 'general',
    },
    { key: 'image', done: course.imageUrl !== null, action: 'appearance' },
    { key: 'modules', done: course.moduleCount > 0 && course.pageCount > 0, action: 'content' },
    { key: 'displayed', done: course.displayed, action: 'landing_page' },
  ] as const;
}

/** The starter tab: a checklist of what is left to make the course ready. */
export function StarterTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-xl font-semibold text-slate-900">{t('courseAdmin.starter.heading')}</h2>
      <p className="mt-1 text-slate-700">{t('courseAdmin.starter.lead')}</p>
      <ul className="mt-6 space-y-3">
        {starterSteps(course).map((step) => (
          <li
            key={step.key}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <span
              className={`flex size-6 items-center justify-center rounded-full ${
                step.done ? 'bg-green-700 text-white' : 'border border-slate-400'
              }`}
            >
              {step.done && <Icon name="check" className="size-4" />}
            </span>
            <Link
              to={courseAdminPath({ action: step.action, course: course.path })}
              className="font-medium text-brand-800 hover:underline"
            >
              {t(`courseAdmin.starter.${step.key}`)}
            </Link>
            <span className="ml-auto text-sm text-slate-600">
              {step.done ? t('courseAdmin.starter.done') : t('courseAdmin.starter.todo')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
