import { useTranslation } from 'react-i18next';
import type { ProgressSummaries } from '../../../common/api/progress';
import { ProgressBar } from '../../components/progress-bar';
import { exactTime } from '../../lib/time-format';

/** A course's progress bar with its completed pages and the learner's last activity. */
export function ProgressSummary({
  label,
  progress,
  summaries,
}: {
  label: string;
  progress: number;
  summaries: ProgressSummaries;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <ProgressBar value={progress} label={label} />
        <span className="w-12 shrink-0 text-right text-sm font-semibold text-slate-800">{progress}%</span>
      </div>
      <p className="text-sm text-slate-600">
        {t('progress.pagesCompleted', { completed: summaries.completedPages, total: summaries.totalPages })}
        {' · '}
        {summaries.lastActiveAt
          ? t('progress.lastActive', { when: exactTime(summaries.lastActiveAt, i18n.language) })
          : t('progress.notStartedYet')}
      </p>
    </div>
  );
}
