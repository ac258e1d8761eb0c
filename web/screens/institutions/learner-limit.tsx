import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../common/api/institution';
import { ProgressBar } from '../../components/progress-bar';
import { LearnerLimitForm } from './learner-limit-form';
import { SectionHeading } from './section-parts';

/**
 * How much of the learner limit is used (educators are not counted), a warning when no more
 * learners can join, and for platform staff the form to change the limit; the team reads it only.
 */
export function LearnerLimit({
  institutionPath,
  membership,
}: {
  institutionPath: string;
  membership: Membership;
}) {
  const { t, i18n } = useTranslation();
  const { learners, learnerLimit, educators } = membership;
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const used = t('institutions.membership.limit.used', {
    learners: count(learners),
    limit: count(learnerLimit),
    count: learnerLimit,
  });
  const warning =
    learnerLimit === 0
      ? t('institutions.membership.limit.zero')
      : learners >= learnerLimit
        ? t('institutions.membership.limit.full')
        : undefined;
  return (
    <section aria-labelledby="learner-limit-heading" className="max-w-2xl space-y-4">
      <SectionHeading
        id="learner-limit-heading"
        heading={t('institutions.membership.limit.heading')}
        lead={t('institutions.membership.limit.lead')}
      />
      <div className="space-y-2">
        <p className="font-medium text-slate-900">{used}</p>
        <ProgressBar
          label={t('institutions.membership.limit.barLabel')}
          value={learnerLimit === 0 ? 100 : (learners / learnerLimit) * 100}
          valueText={used}
        />
        <p className="text-sm text-slate-600">
          {t('institutions.membership.limit.educators', { count: educators, educators: count(educators) })}
        </p>
      </div>
      {warning && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      )}
      {membership.canSetLearnerLimit ? (
        <LearnerLimitForm institutionPath={institutionPath} learnerLimit={learnerLimit} />
      ) : (
        <p className="text-sm text-slate-600">{t('institutions.membership.limit.staffOnly')}</p>
      )}
    </section>
  );
}
