import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_COLUMNS } from '../../../common/api/page-layout';
import { coursePagesKey } from '../../api/course-page';
import { layoutKey, saveLayoutChange } from '../../api/page-layout';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';

type Columns = (typeof SECTION_COLUMNS)[number];

/** Migrate layout: every section of the page to one, two or three columns, in one saved change. */
export function MigrateLayoutForm({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [columns, setColumns] = useState<Columns>(1);
  const migrate = useMutation({
    mutationFn: () => saveLayoutChange(pageId, 'migrateLayout', { columns }),
    // The editor shows the layout as saved; the page read shows the sections too, so it loads again.
    onSuccess: (layout) => {
      queryClient.setQueryData(layoutKey(pageId), layout);
      return queryClient.invalidateQueries({ queryKey: coursePagesKey() });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    migrate.mutate();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      <fieldset aria-describedby={`${id}-explain`}>
        <legend className="text-sm font-medium text-slate-800">{t('pageSettings.migrate.legend')}</legend>
        <p id={`${id}-explain`} className="text-sm text-slate-600">
          {t('pageSettings.migrate.explain')}
        </p>
        <div className="mt-2 flex gap-4">
          {SECTION_COLUMNS.map((count) => (
            <label key={count} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-columns`}
                value={count}
                checked={columns === count}
                onChange={() => setColumns(count)}
              />
              {t('pageSettings.migrate.columns', { count })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <button type="submit" className={SECONDARY_BUTTON} disabled={migrate.isPending}>
          {migrate.isPending ? t('pageSettings.migrate.applying') : t('pageSettings.migrate.apply')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {migrate.isSuccess ? t('pageSettings.migrate.done', { count: columns }) : ''}
        </p>
      </div>
      <FormAlert message={errorText(migrate.error)} />
    </form>
  );
}
