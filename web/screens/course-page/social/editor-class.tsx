import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenClass } from '../../class-admin/chosen-class';

/**
 * The class whose posts a course editor in no class of their own reads on the page: the one the
 * address names (`?cohort=`), else the course's default class, else its first. One choice for every
 * social block of the page, kept in the address so a reload or a shared link keeps it.
 */
export function useEditorClass(coursePath: string) {
  const chosen = useChosenClass(coursePath);
  return { ...chosen, loading: chosen.list.isPending, failed: chosen.list.isError };
}

/** The editor's choice of class above a social block (nothing while the course has no class). */
export function EditorClassChooser({ editorClass }: { editorClass: ReturnType<typeof useEditorClass> }) {
  const { t } = useTranslation();
  const id = useId();
  if (editorClass.loading) return <p className="text-sm text-slate-600">{t('social.editorClass.loading')}</p>;
  if (editorClass.failed) return <p className="text-sm text-slate-700">{t('social.editorClass.failed')}</p>;
  // A course with no class yet: the block itself says its posts are its classes'.
  if (editorClass.cohortPath === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        {t('social.editorClass.label')}
      </label>
      <select
        id={id}
        value={editorClass.cohortPath}
        onChange={(event) => editorClass.choose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900"
      >
        {editorClass.classes.map((each) => (
          <option key={each.path} value={each.path}>
            {each.name}
          </option>
        ))}
      </select>
    </div>
  );
}
