import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACHIEVED_FROM, DEVELOPING_FROM } from '../../../common/domain/assessment/attainment';
import { myAttainmentQuery } from '../../api/outcomes';
import { StandingText } from '../course-admin/outcomes/standing-text';

/**
 * The outcomes section of the course progress page: the learner's own standing on each outcome of
 * the course, from the marks they have been shown. Drawn once the server answers: nothing when the
 * course does not show attainment to learners, has no outcomes, or the reader learns in none of its
 * classes.
 */
export function MyAttainment({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const attainment = useQuery({ ...myAttainmentQuery(coursePath), retry: false });
  if (!attainment.isSuccess || !attainment.data?.outcomes.length) return null;
  return (
    <section aria-labelledby="my-outcomes-heading" className="space-y-3">
      <h3 id="my-outcomes-heading" className="text-lg font-semibold text-slate-900">
        {t('outcomes.myTitle')}
      </h3>
      <p className="text-sm text-slate-700">
        {t('outcomes.myLead', { developing: DEVELOPING_FROM, achieved: ACHIEVED_FROM })}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {attainment.data.outcomes.map((outcome) => (
          <li key={outcome.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <span className="text-slate-900">{outcome.text}</span>
            <StandingText standing={outcome.standing} detailed />
          </li>
        ))}
      </ul>
    </section>
  );
}
