import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BATCH_SKIP_CAUSES, type CertificateBatchState } from '../../../common/api/certification';
import { reasonOf } from '../../../common/reasons';
import { LINK_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { ProgressBar } from '../../components/progress-bar';
import { fieldReasonText } from '../../lib/field-reasons';

/** Where a bulk issue stands, in one line: how far it is while it runs, then what it issued. */
function headline(state: CertificateBatchState, t: TFunction): string {
  if (state.status === 'running')
    return t('certificationAdmin.batch.running', { done: state.done, total: state.total });
  if (state.status === 'failed') return t('certificationAdmin.batch.stopped', { count: state.issued });
  if (state.total === 0) return t('certificationAdmin.batch.nobody');
  return t('certificationAdmin.batch.finished', { count: state.issued });
}

/** The learners a bulk issue left without a certificate, counted by reason in words; nothing when none. */
function SkippedList({ skipped }: { skipped: CertificateBatchState['skipped'] }) {
  const { t } = useTranslation();
  const reasons = BATCH_SKIP_CAUSES.filter((reason) => skipped[reason] > 0);
  if (reasons.length === 0) return null;
  return (
    <div className="text-sm text-slate-700">
      <p>{t('certificationAdmin.batch.skipped')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {reasons.map((reason) => (
          <li key={reason}>
            {t(`certificationAdmin.batch.skipReasons.${reason}`, { count: skipped[reason] })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A bulk issue of the course's certificate: a progress bar with "N of M done" while it runs, then
 * what it issued, the learners it skipped by reason and, when it stopped, why, until `onDismiss`.
 * One status line throughout, so that screen readers announce each step.
 */
export function BatchProgress({ state, onDismiss }: { state: CertificateBatchState; onDismiss: () => void }) {
  const { t } = useTranslation();
  const reason = state.reason ?? '';
  return (
    <section
      aria-labelledby="batch-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="batch-heading" className="text-lg font-semibold text-slate-900">
          {t('certificationAdmin.batch.title')}
        </h3>
        {state.status !== 'running' && (
          <button type="button" className={LINK_BUTTON} onClick={onDismiss}>
            {t('certificationAdmin.batch.dismiss')}
          </button>
        )}
      </div>
      {state.status === 'running' && (
        <ProgressBar value={state.percentage} label={t('certificationAdmin.batch.progress')} />
      )}
      <p role="status" className="font-medium text-slate-800">
        {headline(state, t)}
      </p>
      {state.status !== 'running' && <SkippedList skipped={state.skipped} />}
      {state.status === 'failed' && (
        // The reason says what to do (start again); its code is read back from its English.
        <FormAlert
          message={fieldReasonText(reasonOf(reason) ?? { code: 'certificate.batchStopped' }, reason)}
        />
      )}
    </section>
  );
}
