import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OutlinePage } from '../../../common/api/outline';
import { LINK_BUTTON } from '../../components/button-styles';
import { coursePagePath } from '../../lib/paths';

/** A page of the course builder: title, path, and its edit, view, history and settings actions. */
export function CourseBuilderPageCard({
  coursePath,
  page,
  onSettings,
}: {
  coursePath: string;
  page: OutlinePage;
  onSettings: () => void;
}) {
  const { t } = useTranslation();
  const link = (mode: 'edit' | 'view' | 'history', label: string) => (
    <Link
      to={coursePagePath(coursePath, page.path, mode)}
      className={LINK_BUTTON}
      aria-label={`${label}: ${page.title}`}
    >
      {label}
    </Link>
  );
  return (
    <li className="flex flex-col justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h4 className="font-semibold text-slate-900">{page.title}</h4>
        <p className="text-sm text-slate-500">/{page.path}/</p>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {link('edit', t('courseBuilder.edit'))}
        {link('view', t('courseBuilder.view'))}
        {link('history', t('courseBuilder.history'))}
        <button
          type="button"
          className={LINK_BUTTON}
          aria-label={`${t('courseBuilder.settings')}: ${page.title}`}
          onClick={onSettings}
        >
          {t('courseBuilder.settings')}
        </button>
      </div>
    </li>
  );
}
