import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CoursePageMode } from '../../common/api/course-page';
import { pageModePath } from '../lib/paths';

/** The modes an editor switches between, in the order they are listed. */
const EDITOR_MODE_LINKS: readonly CoursePageMode[] = ['view', 'edit', 'history', 'focus', 'exhibit'];

/** An editor's links to the page's modes (other query parameters kept), `current` marked. */
export function PageModeLinks({ current }: { current: CoursePageMode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <nav aria-label={t('pageEditor.toolbar.modes')}>
      <ul className="flex flex-wrap gap-1">
        {EDITOR_MODE_LINKS.map((mode) => (
          <li key={mode}>
            <Link
              to={pageModePath(params, mode)}
              aria-current={mode === current ? 'page' : undefined}
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {t(`pageEditor.toolbar.mode.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
