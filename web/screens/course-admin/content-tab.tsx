import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outlineKey } from '../../api/outline';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { FormAlert } from '../../components/form-alert';
import type { AdminTabProps } from './admin-tabs';
import { useOutlineActions } from './outline-actions';
import { useOutlineDrag } from './outline-drag';
import { useOutlineEditor } from './outline-editor';
import { OutlineModuleItem } from './outline-module-item';
import { OutlineTitleForm } from './outline-title-form';

// The page helper is its own chunk, loaded when a module's "Add page from template" opens it.
const PageHelperModal = lazy(() =>
  import('../page-helper/page-helper-modal').then((module) => ({ default: module.PageHelperModal })),
);

/**
 * The course admin 'content' tab: the outline as modules with their pages, changed in place and
 * saved at once. Items reorder by drag and drop or by their move buttons; each saved change is
 * announced in a polite live region.
 */
export function ContentTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const editor = useOutlineEditor(course.path);
  const actions = useOutlineActions(editor);
  const drag = useOutlineDrag({ dropModule: actions.moveModule, dropPage: actions.movePage });
  const queryClient = useQueryClient();
  // The module whose "Add page from template" opened the page helper.
  const [helperModuleId, setHelperModuleId] = useState<string | null>(null);

  if (editor.loading) return <p className="text-slate-600">{t('courseOutline.loading')}</p>;
  if (editor.loadError) return <FormAlert message={editor.loadError} />;

  return (
    <section aria-labelledby="course-outline-heading" className="max-w-3xl space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="course-outline-heading" className="text-xl font-semibold text-slate-900">
            {t('courseOutline.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('courseOutline.lead')}</p>
        </div>
        <AutosaveIndicator status={editor.status} />
      </div>
      <FormAlert message={editor.error} />
      <p aria-live="polite" className="sr-only" data-testid="outline-announcer">
        {editor.announcement}
      </p>
      {editor.modules.length === 0 ? (
        <p className="text-slate-600">{t('courseOutline.empty')}</p>
      ) : (
        <ol className="space-y-4">
          {editor.modules.map((module, index) => (
            <OutlineModuleItem
              key={module.id}
              modules={editor.modules}
              index={index}
              actions={actions}
              drag={drag}
              onAddFromTemplate={() => setHelperModuleId(module.id)}
            />
          ))}
        </ol>
      )}
      <OutlineTitleForm
        label={t('courseOutline.newModule')}
        submitLabel={t('courseOutline.addModule')}
        onSubmit={actions.addModule}
      />
      {helperModuleId && (
        <Suspense fallback={null}>
          <PageHelperModal
            coursePath={course.path}
            moduleId={helperModuleId}
            onClose={() => setHelperModuleId(null)}
            onCreated={() => {
              setHelperModuleId(null);
              queryClient.invalidateQueries({ queryKey: outlineKey(course.path) });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
