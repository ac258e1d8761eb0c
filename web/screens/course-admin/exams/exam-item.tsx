import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamDetail } from '../../../../common/api/exam';
import { describeError } from '../../../api/describe-error';
import { examsKey, removeExam } from '../../../api/exam';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { ConfirmDialog } from '../../page-editor/confirm-dialog';
import { ExamEditor } from './exam-editor';
import { ExamResultsPanel } from './exam-results-panel';
import { wallClockText } from './wall-clock-text';

/** What of an exam is open below its line: its settings or its results. */
export type ExamView = 'edit' | 'results';

interface ExamItemProps {
  exam: ExamDetail;
  coursePath: string;
  open: ExamView | null;
  onOpen: (view: ExamView | null) => void;
}

/** When an exam opens and closes, as typed: each class reads it on its own clock. */
function WindowWords({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation();
  const { opensAtLocal, closesAtLocal } = exam;
  if (!opensAtLocal && !closesAtLocal) return <>{t('exam.take.alwaysOpen')}</>;
  return (
    <>
      {opensAtLocal && t('exam.take.opens', { time: wallClockText(opensAtLocal) })}
      {opensAtLocal && closesAtLocal && ' · '}
      {closesAtLocal && t('exam.take.closes', { time: wallClockText(closesAtLocal) })}{' '}
      {t('exam.admin.onClassClock')}
    </>
  );
}

/** An exam of the course in its list: what it is, and its settings, results or removal. */
export function ExamItem({ exam, coursePath, open, onOpen }: ExamItemProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeExam(exam.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
  const toggle = (view: ExamView) => onOpen(open === view ? null : view);
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium text-slate-900">{exam.title}</h3>
          <p className="text-sm text-slate-700">
            {[
              t('exam.take.questionCount', { count: exam.questionCount }),
              t('exam.take.minutes', { count: exam.timeLimitMinutes }),
              t('exam.admin.attemptsStarted', { count: exam.attemptCount }),
            ].join(' · ')}
          </p>
          <p className="text-sm text-slate-700">
            <WindowWords exam={exam} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-expanded={open === 'edit'}
            aria-label={t('exam.admin.editExam', { title: exam.title })}
            onClick={() => toggle('edit')}
          >
            {t('exam.admin.edit')}
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-expanded={open === 'results'}
            aria-label={t('exam.admin.resultsOf', { title: exam.title })}
            onClick={() => toggle('results')}
          >
            {t('exam.admin.results')}
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            aria-label={t('exam.admin.removeExam', { title: exam.title })}
            aria-disabled={remove.isPending || undefined}
            onClick={() => !remove.isPending && setConfirming(true)}
          >
            {t('exam.admin.remove')}
          </button>
        </div>
      </div>
      {remove.isError && <FormAlert message={describeError(remove.error)} />}
      {open === 'edit' && <ExamEditor examId={exam.id} coursePath={coursePath} />}
      {open === 'results' && <ExamResultsPanel exam={exam} />}
      {confirming && (
        <ConfirmDialog
          title={t('exam.admin.removeTitle')}
          body={t('exam.admin.removeBody', { title: exam.title })}
          confirmLabel={t('exam.admin.removeConfirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
        />
      )}
    </li>
  );
}
