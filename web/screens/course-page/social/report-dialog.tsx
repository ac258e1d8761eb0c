import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportReason } from '../../../../common/api/moderation';
import { type ReportDraft, report } from '../../../api/moderation';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { ErrorAlert } from '../../../components/error-alert';
import { Modal } from '../../../components/modal';
import { TextAreaField } from '../../../components/text-area-field';
import { serverFieldErrors } from '../../../lib/field-error';
import { REPORT_NOTE_MAX, REPORT_REASON_CHOICES } from './social-limits';

interface ReportDialogProps {
  target: { postId: string } | { commentId: string };
  onClose: () => void;
}

/**
 * Reporting a post or comment to the class's staff: a reason (required) and an optional note. A
 * refused report keeps what was chosen and written, with the reasons by the fields; a sent one
 * says so and closes on Done.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState<{ reason?: string; note?: string }>({});
  const mutation = useMutation({ mutationFn: (draft: ReportDraft) => report(target, draft) });
  const server = serverFieldErrors(mutation.error);
  const reasonError = checked.reason ?? server.reason;
  const noteError = checked.note ?? server.note;
  const otherError = mutation.error && !server.reason && !server.note ? mutation.error : null;
  const title = 'postId' in target ? t('social.report.postTitle') : t('social.report.commentTitle');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = {
      reason: reason === null ? t('social.report.chooseReason') : undefined,
      note:
        note.trim().length > REPORT_NOTE_MAX
          ? t('social.report.noteTooLong', { max: REPORT_NOTE_MAX })
          : undefined,
    };
    setChecked(problems);
    if (problems.reason) event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    else if (problems.note) event.currentTarget.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    if (problems.reason || problems.note || reason === null) return;
    mutation.mutate({ reason, note: note.trim() });
  }

  if (mutation.isSuccess) {
    return (
      <Modal title={title} onClose={onClose}>
        <p role="status" className="text-slate-700">
          {t('social.report.sent')}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
            {t('social.report.done')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={reasonError ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="font-medium text-slate-900">
            {t('social.report.reason')}
          </legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASON_CHOICES.map((each) => (
              <label key={each} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="reason"
                  value={each}
                  checked={reason === each}
                  onChange={() => {
                    setReason(each);
                    setChecked({ ...checked, reason: undefined });
                  }}
                />
                {t(`social.report.reasons.${each}`)}
              </label>
            ))}
          </div>
          {reasonError && (
            <p id={`${legendId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {reasonError}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t('social.report.note')}
          hint={t('social.report.noteHint', { max: REPORT_NOTE_MAX })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
        />
        <ErrorAlert error={otherError} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('social.composer.cancel')}
          </button>
          <button type="submit" disabled={mutation.isPending} className={PRIMARY_BUTTON}>
            {mutation.isPending ? t('social.report.sending') : t('social.report.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
