import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDesign, designsQuery } from '../../api/assessment';
import { describeError } from '../../api/describe-error';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import type { AdminTabProps } from './admin-tabs';
import { newDraft } from './designs/design-draft';
import { DesignEditor } from './designs/design-editor';
import { DesignItem } from './designs/design-item';

/**
 * The course admin `assessment_designs` action: how the course's submissions are marked. Each
 * design is points (a score out of a maximum) or a rubric (criteria × levels, with descriptions and
 * points); a long form response names the one it is marked by in the page editor.
 */
export function AssessmentDesignsTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const designs = useQuery(designsQuery(course.path));
  // The design whose editor is open: 'new', a design's id, or none.
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="designs-heading" className="space-y-6">
      <h2 id="designs-heading" className="text-xl font-semibold text-slate-900">
        {t('designs.title')}
      </h2>
      <p className="text-slate-700">{t('designs.lead')}</p>
      {open === 'new' ? (
        <div className="rounded-xl border border-brand-200 p-4">
          <h3 className="mb-3 font-semibold text-slate-900">{t('designs.newHeading')}</h3>
          <DesignEditor
            initial={newDraft()}
            save={(fields) => createDesign({ coursePath: course.path, ...fields })}
            onDone={() => setOpen(null)}
          />
        </div>
      ) : (
        <button type="button" className={PRIMARY_BUTTON} onClick={() => setOpen('new')}>
          {t('designs.create')}
        </button>
      )}
      {designs.isPending && <p className="text-slate-600">{t('app.loading')}</p>}
      {designs.isError && <FormAlert message={describeError(designs.error)} />}
      {designs.isSuccess && designs.data.length === 0 && (
        <EmptyState title={t('designs.none')} body={t('designs.noneBody')} />
      )}
      {designs.isSuccess && designs.data.length > 0 && (
        <ul className="space-y-3">
          {designs.data.map((design) => (
            <DesignItem
              key={design.id}
              design={design}
              editing={open === design.id}
              onEdit={(editing) => setOpen(editing ? design.id : null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
