import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { outcomesQuery } from '../../api/outcomes';
import { FormAlert } from '../../components/form-alert';
import type { AdminTabProps } from './admin-tabs';
import { AddOutcome } from './outcomes/add-outcome';
import { AttainmentTable } from './outcomes/attainment-table';
import { OutcomeList } from './outcomes/outcome-list';
import { VisibilitySwitch } from './outcomes/visibility-switch';

/**
 * The course admin `outcomes` action: the course's learning outcomes (kept in order, each with the
 * blocks and questions aligned to it), whether learners see their own attainment, and the
 * attainment of the course's learners.
 */
export function OutcomesTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const outcomes = useQuery(outcomesQuery(course.path));
  return (
    <section aria-labelledby="outcomes-heading" className="space-y-6">
      <h2 id="outcomes-heading" className="text-xl font-semibold text-slate-900">
        {t('outcomes.title')}
      </h2>
      <p className="text-slate-700">{t('outcomes.lead')}</p>
      {outcomes.isPending && <p className="text-slate-600">{t('app.loading')}</p>}
      {outcomes.isError && <FormAlert message={describeError(outcomes.error)} />}
      {outcomes.isSuccess && (
        <>
          <OutcomeList coursePath={course.path} outcomes={outcomes.data.outcomes} />
          <AddOutcome coursePath={course.path} />
          <VisibilitySwitch coursePath={course.path} shown={outcomes.data.alignmentVisibility} />
          {outcomes.data.outcomes.length > 0 && <AttainmentTable coursePath={course.path} />}
        </>
      )}
    </section>
  );
}
