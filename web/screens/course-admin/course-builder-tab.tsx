import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outlineModules } from '../../../common/api/outline';
import { outlineKey, outlineQuery, saveOutlineChange } from '../../api/outline';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { courseAdminPath } from '../../lib/paths';
import type { AdminTabProps } from './admin-tabs';
import { CourseBuilderPageCard } from './course-builder-page-card';
import { OutlineTitleForm } from './outline-title-form';

// The dialogs are their own chunks, loaded when first opened.
const PageHelperModal = lazy(() =>
  import('../page-helper/page-helper-modal').then((module) => ({ default: module.PageHelperModal })),
);
const PageSettingsModal = lazy(() =>
  import('../page-settings/page-settings-modal').then((module) => ({ default: module.PageSettingsModal })),
);

/** Which dialog the builder shows: the page helper for a module, or a page's settings. */
type Dialog = { kind: 'helper'; moduleId: string } | { kind: 'settings'; pageId: string } | null;

/**
 * The course admin 'course_builder' tab: modules in order with their pages as cards, each with its
 * edit, view, history and settings actions, and "Add page" per module through the page helper.
 */
export function CourseBuilderTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [addError, setAddError] = useState<string | undefined>();
  const outline = useQuery(outlineQuery(course.path));
  const refresh = () => queryClient.invalidateQueries({ queryKey: outlineKey(course.path) });

  async function addModule(title: string): Promise<boolean> {
    try {
      queryClient.setQueryData(
        outlineKey(course.path),
        await saveOutlineChange(course.path, 'addModule', { title }),
      );
      setAddError(undefined);
      return true;
    } catch (error) {
      setAddError(errorText(error));
      return false;
    }
  }

  if (outline.isPending) return <p className="text-slate-600">{t('courseBuilder.loading')}</p>;
  if (outline.isError) return <FormAlert message={errorText(outline.error)} />;
  const modules = outlineModules(outline.data);

  return (
    <section aria-labelledby="course-builder-heading" className="space-y-6">
      <div>
        <h2 id="course-builder-heading" className="text-xl font-semibold text-slate-900">
          {t('courseBuilder.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('courseBuilder.lead')}</p>
      </div>
      {modules.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8">
          <h3 className="text-lg font-semibold text-slate-900">{t('courseBuilder.emptyTitle')}</h3>
          <p className="mt-2 text-slate-600">
            {t('courseBuilder.emptyBody')}{' '}
            <Link
              to={courseAdminPath({ action: 'content', course: course.path })}
              className="text-brand-800 underline"
            >
              {t('courseBuilder.contentTab')}
            </Link>
          </p>
        </div>
      ) : (
        modules.map((module) => (
          <section key={module.id} aria-labelledby={`builder-module-${module.id}`} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id={`builder-module-${module.id}`} className="text-lg font-semibold text-slate-900">
                {module.title}
              </h3>
              <button
                type="button"
                className={PRIMARY_BUTTON}
                aria-label={t('courseBuilder.addPageTo', { module: module.title })}
                onClick={() => setDialog({ kind: 'helper', moduleId: module.id })}
              >
                {t('courseBuilder.addPage')}
              </button>
            </div>
            {module.pages.length === 0 ? (
              <p className="text-sm text-slate-600">{t('courseBuilder.noPages')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {module.pages.map((page) => (
                  <CourseBuilderPageCard
                    key={page.id}
                    coursePath={course.path}
                    page={page}
                    onSettings={() => setDialog({ kind: 'settings', pageId: page.id })}
                  />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      <FormAlert message={addError} />
      <OutlineTitleForm
        label={t('courseBuilder.newModule')}
        submitLabel={t('courseBuilder.addModule')}
        onSubmit={addModule}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'helper' && (
          <PageHelperModal
            coursePath={course.path}
            moduleId={dialog.moduleId}
            onClose={() => setDialog(null)}
            onCreated={() => {
              setDialog(null);
              refresh();
            }}
          />
        )}
        {dialog?.kind === 'settings' && (
          <PageSettingsModal
            pageId={dialog.pageId}
            coursePath={course.path}
            onClose={() => setDialog(null)}
            onSaved={() => refresh()}
            onDeleted={() => {
              setDialog(null);
              refresh();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
