import { useTranslation } from 'react-i18next';
import { Question } from './question-frame';
import { type BlockViewProps, numberOf } from './setup-value';

/**
 * A random selector as anyone but a learner of a class sees it: how many questions each learner
 * gets from a bank (the questions are drawn per learner, so there are none to show here).
 */
export function RandomSelectorBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const chosen = typeof setupData.bankId === 'string';
  return (
    <Question setupData={setupData}>
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-slate-800">
        {chosen
          ? t('quiz.draw.summary', { count: numberOf(setupData, 'count', 1), bank: t('quiz.draw.aBank') })
          : t('quiz.draw.noBank')}
      </p>
    </Question>
  );
}
