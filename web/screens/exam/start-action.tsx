import { useTranslation } from 'react-i18next';
import type { ExamStanding } from '../../../common/api/exam';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { formatDateTime } from '../../lib/format-date-time';

interface StartActionProps {
  standing: ExamStanding;
  onStart: () => void;
  starting: boolean;
}

/** The Start button while the learner may start an attempt, else why they may not. */
export function StartAction({ standing, onStart, starting }: StartActionProps) {
  const { t } = useTranslation();
  const { startRefusal, opensAt, timeZone } = standing;
  if (startRefusal === 'not_open') {
    return (
      <p className="font-medium text-slate-900">
        {opensAt
          ? t('exam.take.notOpenUntil', { time: formatDateTime(opensAt, timeZone) })
          : t('exam.take.notOpen')}
      </p>
    );
  }
  if (startRefusal === 'closed') return <p className="font-medium text-slate-900">{t('exam.take.closed')}</p>;
  if (startRefusal === 'attempts_used') {
    return <p className="font-medium text-slate-900">{t('exam.take.noAttemptsLeft')}</p>;
  }
  const next = standing.attempts.length + 1;
  return (
    <div className="space-y-2">
      <p className="text-slate-700">{t('exam.take.startNote')}</p>
      <button
        type="button"
        onClick={() => !starting && onStart()}
        // Not disabled while sending: a disabled button drops the keyboard focus to the page.
        aria-disabled={starting || undefined}
        className={PRIMARY_BUTTON}
      >
        {starting
          ? t('exam.take.starting')
          : next === 1
            ? t('exam.take.start')
            : t('exam.take.startAgain', { number: next })}
      </button>
    </div>
  );
}
