import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { designsQuery } from '../../../api/assessment';
import { describeError } from '../../../api/describe-error';
import { LINK_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { courseAdminPath } from '../../../lib/paths';

interface AssessmentDesignPickerProps {
  coursePath: string;
  /** The design the question is marked by, or null: its points. */
  designId: string | null;
  /** The question's points, which a mark by a design is out of when they agree. */
  points: number;
  /** A design chosen (with its points, which the question takes) or none. */
  onChange: (designId: string | null, points?: number) => void;
}

/**
 * Which of the course's assessment designs a submission question is marked by: none (a score out
 * of its points) or a design, whose points the question then takes. Says when the design chosen is
 * no longer the course's, or its points and the question's have come apart.
 */
export function AssessmentDesignPicker({
  coursePath,
  designId,
  points,
  onChange,
}: AssessmentDesignPickerProps) {
  const { t } = useTranslation();
  const designs = useQuery(designsQuery(coursePath));
  if (designs.isError) return <FormAlert message={describeError(designs.error)} />;
  const list = designs.data ?? [];
  const chosen = list.find((design) => design.id === designId);
  return (
    <div className="space-y-2">
      <SelectField
        label={t('quizSetup.design.label')}
        value={chosen ? chosen.id : ''}
        placeholder={t('quizSetup.design.points')}
        options={list.map((design) => ({
          value: design.id,
          label: t(`quizSetup.design.option.${design.kind}`, {
            name: design.name,
            count: design.totalPoints,
          }),
        }))}
        onChange={(id) => {
          const design = list.find((each) => each.id === id);
          onChange(design ? design.id : null, design?.totalPoints);
        }}
      />
      {designs.isSuccess && designId !== null && !chosen && (
        <p className="text-sm text-amber-900">{t('quizSetup.design.missing')}</p>
      )}
      {chosen && chosen.totalPoints !== points && (
        <p className="text-sm text-amber-900">
          {t('quizSetup.design.pointsApart', { design: chosen.totalPoints, points })}{' '}
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => onChange(chosen.id, chosen.totalPoints)}
          >
            {t('quizSetup.design.usePoints', { count: chosen.totalPoints })}
          </button>
        </p>
      )}
      <p className="text-sm text-slate-700">
        <Link
          to={courseAdminPath({ action: 'assessment_designs', course: coursePath })}
          className="text-brand-800 underline"
        >
          {t('quizSetup.design.manage')}
        </Link>
      </p>
    </div>
  );
}
