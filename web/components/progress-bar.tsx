import { useTranslation } from 'react-i18next';

/** A progress bar (0–100), announced with its value text (a course's: "40% complete"). */
export function ProgressBar({
  value,
  label,
  valueText,
}: {
  value: number;
  label: string;
  valueText?: string;
}) {
  const { t } = useTranslation();
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? t('progress.percentComplete', { percent: clamped })}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700" style={{ width: `${clamped}%` }} />
    </div>
  );
}
