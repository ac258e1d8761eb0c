import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSettings } from '../../../common/api/page-admin';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { PageModeLinks } from '../../components/page-mode-links';
import type { AutosaveStatus } from '../../hooks/use-autosave-status';
import { INSERT_SHORTCUTS } from './use-editor-shortcuts';

const PageSettingsModal = lazy(() =>
  import('../page-settings/page-settings-modal').then((module) => ({ default: module.PageSettingsModal })),
);

interface EditorToolbarProps {
  pageId: string;
  coursePath: string;
  status: AutosaveStatus;
  onSettingsSaved: (settings: PageSettings) => void;
  onDeleted: () => void;
  /** Opens the insert menu (as "/" does). */
  onInsert: () => void;
}

/**
 * The editor's toolbar: mode links (other query parameters kept), the autosave indicator, the
 * insert menu (with its shortcut shown) and page settings.
 */
export function EditorToolbar({
  pageId,
  coursePath,
  status,
  onSettingsSaved,
  onDeleted,
  onInsert,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3">
      <PageModeLinks current="edit" />
      <div className="flex flex-wrap items-center gap-4">
        <AutosaveIndicator status={status} />
        <button
          type="button"
          onClick={onInsert}
          aria-keyshortcuts={INSERT_SHORTCUTS}
          title={t('pageEditor.insert.shortcuts')}
          className={SECONDARY_BUTTON}
        >
          {t('pageEditor.insert.open')}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">/</kbd>
        </button>
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
