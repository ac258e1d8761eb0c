import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Design } from '../../../../common/api/assessment';
import { designsKey, removeDesign, updateDesign } from '../../../api/assessment';
import { describeError } from '../../../api/describe-error';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { designPath } from '../../../lib/assessment-paths';
import { draftOf } from './design-draft';
import { DesignEditor } from './design-editor';

interface DesignItemProps {
  design: Design;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}

/** One design of the course: what it is worth, and its editor or its removal. */
export function DesignItem({ design, editing, onEdit }: DesignItemProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeDesign(design.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designsKey }),
  });
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-900">
          {design.name}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {t(`designs.summary.${design.kind}`, {
              count: design.totalPoints,
              criteria: design.criteria.length,
            })}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={designPath(design.id)}
            className="text-sm text-brand-800 underline"
            aria-label={t('designs.openNamed', { name: design.name })}
          >
            {t('designs.open')}
          </Link>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-expanded={editing}
            aria-label={t('designs.editNamed', { name: design.name })}
            onClick={() => onEdit(!editing)}
          >
            {t('designs.edit')}
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            aria-label={t('designs.deleteNamed', { name: design.name })}
            aria-disabled={remove.isPending || undefined}
            onClick={() => !remove.isPending && remove.mutate()}
          >
            {t('designs.delete')}
          </button>
        </div>
      </div>
      {remove.isError && <FormAlert message={describeError(remove.error)} />}
      {editing && (
        <DesignEditor
          initial={draftOf(design)}
          save={(fields) => updateDesign(design.id, fields)}
          onDone={() => onEdit(false)}
        />
      )}
    </li>
  );
}
