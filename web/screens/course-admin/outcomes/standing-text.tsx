import { useTranslation } from 'react-i18next';
import type { OutcomeStanding } from '../../../../common/api/outcomes';
import { classNames } from '../../../components/class-names';

const LEVEL_COLOURS = {
  not_yet: 'text-amber-900',
  developing: 'text-slate-900',
  achieved: 'text-green-800',
} as const;

/**
 * Where a learner stands on an outcome, in words: its level and share, or that nothing is marked
 * yet; `detailed` adds the points and marked items it rests on.
 */
export function StandingText({
  standing,
  detailed = false,
}: {
  standing: OutcomeStanding;
  detailed?: boolean;
}) {
  const { t } = useTranslation();
  if (standing.level === null) return <span className="text-slate-600">{t('outcomes.noEvidence')}</span>;
  return (
    <span>
      <span className={classNames('font-medium', LEVEL_COLOURS[standing.level])}>
        {t('outcomes.standing', { level: t(`outcomes.levels.${standing.level}`), percent: standing.percent })}
      </span>
      {detailed && (
        <span className="block text-sm text-slate-600">
          {t('outcomes.earned', {
            earned: standing.earned,
            possible: standing.possible,
            count: standing.evidence,
          })}
        </span>
      )}
    </span>
  );
}
