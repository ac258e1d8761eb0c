import { useTranslation } from 'react-i18next';

/** Whether one part of an answer (a gap, an item matched) was right, as a sign and in words. */
export function PartMark({ right }: { right: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`text-sm font-semibold ${right ? 'text-green-800' : 'text-red-800'}`}>
      <span aria-hidden="true">{right ? '✓' : '✗'}</span>
      <span className="sr-only">{right ? t('quiz.answer.partRight') : t('quiz.answer.partWrong')}</span>
    </span>
  );
}
