import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CoursePageMode } from '../../../common/api/course-page';
import type { PageSettings } from '../../../common/api/page-admin';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import type { AutosaveStatus } from '../../hooks/use-autosave-status';
import { withMode } from '../course-page/page-mode';

const PageSettingsModal = lazy(() =>
  import('../page-settings/page-settings-modal').then((module) => ({ default: module.PageSettingsModal })),
);

/** The modes the toolbar switches between, in the order it lists them. */
const TOOLBAR_MODES: readonly CoursePageMode[] = ['view', 'edit', 'history', 'focus', 'exhibit'];

interface EditorToolbarProps {
  pageId: string;
  coursePath: string;
  status: AutosaveStatus;
  onSettingsSaved: (settings: PageSettings) => void;
  onDeleted: () => void;
}

/** The editor's toolbar: mode links (other query parameters kept), the autosave indicator, page settings. */
export function EditorToolbar({
  pageId,
  coursePath,
  status,
  onSettingsSaved,
  onDeleted,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3">
      <nav aria-label={t('pageEditor.toolbar.modes')}>
        <ul className="flex flex-wrap gap-1">
          {TOOLBAR_MODES.map((mode) => (
            <li key={mode}>
              <Link
                to={`?${withMode(params, mode)}`}
                aria-current={mode === 'edit' ? 'page' : undefined}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(`pageEditor.toolbar.mode.${mode}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-4">
        <AutosaveIndicator status={status} />
        <button type="button" onClick={() => setSettingsOpen(true)} className={SECONDARY_BUTTON}>
          {t('pageEditor.toolbar.pageSettings')}
        </button>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <PageSettingsModal
            pageId={pageId}
            coursePath={coursePath}
            onClose={() => setSettingsOpen(false)}
            onSaved={(settings) => {
              setSettingsOpen(false);
              onSettingsSaved(settings);
            }}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </div>
  );
}
