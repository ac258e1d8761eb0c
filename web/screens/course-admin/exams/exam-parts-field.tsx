import { useTranslation } from 'react-i18next';
import type { BankDetail } from '../../../../common/api/questionbank';
import { AddPartFields } from './add-part-fields';
import type { PartDraft } from './exam-draft';
import { ExamPartItem } from './exam-part-item';

interface ExamPartsFieldProps {
  parts: PartDraft[];
  banks: readonly BankDetail[];
  errors: Record<string, string>;
  /** `moved` says the parts changed places or number: reasons given by place no longer fit. */
  onChange: (parts: PartDraft[], moved: boolean) => void;
}

/** An exam's parts in order, each edited, moved or removed in place, and a way to add one. */
export function ExamPartsField({ parts, banks, errors, onChange }: ExamPartsFieldProps) {
  const { t } = useTranslation();
  const move = (index: number, by: -1 | 1) => {
    const next = [...parts];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next, true);
  };
  return (
    <section aria-labelledby="exam-parts-heading" className="space-y-3">
      <h4 id="exam-parts-heading" className="font-semibold text-slate-900">
        {t('exam.admin.parts')}
      </h4>
      {errors.parts && <p className="text-sm text-red-700">{errors.parts}</p>}
      {parts.length === 0 ? (
        <p className="text-slate-700">{t('exam.admin.noParts')}</p>
      ) : (
        <ol className="space-y-3">
          {parts.map((part, index) => (
            <ExamPartItem
              key={part.key}
              part={part}
              index={index}
              last={index === parts.length - 1}
              banks={banks}
              errors={errors}
              onChange={(changed) =>
                onChange(
                  parts.map((each) => (each.key === part.key ? changed : each)),
                  false,
                )
              }
              onMove={(by) => move(index, by)}
              onRemove={() =>
                onChange(
                  parts.filter((each) => each.key !== part.key),
                  true,
                )
              }
            />
          ))}
        </ol>
      )}
      <AddPartFields banks={banks} onAdd={(part) => onChange([...parts, part], true)} />
    </section>
  );
}
