import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockViewProps, textOf } from './setup-value';

/** A question as anyone but a learner of a class sees it (visitors, editors, facilitators, exhibits). */
export function Question({ setupData, children }: BlockViewProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="whitespace-pre-line font-medium text-slate-900">{textOf(setupData, 'question')}</p>
      <div className="mt-3">{children}</div>
      <p className="mt-3 text-sm text-slate-600">{t('quiz.view.forLearners')}</p>
    </div>
  );
}
