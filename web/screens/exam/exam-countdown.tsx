import { useTranslation } from 'react-i18next';
import { clockText } from './use-countdown';

const FIVE_MINUTES = 5 * 60_000;
const ONE_MINUTE = 60_000;

/**
 * The time left, in text. The clock itself is not read out each second; a polite live region says
 * when five minutes, then one minute, are left (its text changes only then, so it speaks once each).
 */
export function ExamCountdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const warning =
    remaining <= 0
      ? ''
      : remaining <= ONE_MINUTE
        ? t('exam.take.oneMinuteLeft')
        : remaining <= FIVE_MINUTES
          ? t('exam.take.fiveMinutesLeft')
          : '';
  return (
    <div>
      <p
        role="timer"
        className={`text-lg font-semibold tabular-nums ${remaining <= FIVE_MINUTES ? 'text-amber-900' : 'text-slate-900'}`}
      >
        {t('exam.take.timeLeft', { time: clockText(remaining) })}
      </p>
      <p aria-live="polite" className="sr-only">
        {warning}
      </p>
    </div>
  );
}
