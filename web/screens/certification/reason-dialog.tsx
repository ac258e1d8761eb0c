import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVOKE_REASON_MAX, RevokeCertificateInput } from '../../../common/api/certification';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { Modal } from '../../components/modal';
import { TextAreaField } from '../../components/text-area-field';
import { fieldErrorOf } from '../../lib/field-error';
import { zodFieldErrors } from '../../lib/reason-text';

/** What a reason dialog says and does. */
export interface ReasonDialogProps {
  title: string;
  body: string;
  label: string;
  hint: string;
  confirm: string;
  pending: string;
  /** Send the reason; a refusal keeps what was written, with the server's reason by the field. */
  send: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** A course team's answer that needs a reason the learner or a verifier will read (revoking, declining). */
export function ReasonDialog({
  title,
  body,
  label,
  hint,
  confirm,
  pending,
  send,
  onDone,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  // The browser's own check of the reason, by the contract's rule; then the server's.
  const [checked, setChecked] = useState<string>();
  const answer = useMutation({
    mutationFn: (input: { reason: string }) => send(input.reason),
    onSuccess: onDone,
  });
  const reasonError = checked ?? fieldErrorOf(answer.error, 'reason');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RevokeCertificateInput.safeParse({ reason });
    if (parsed.success) {
      setChecked(undefined);
      answer.mutate(parsed.data);
    } else {
      setChecked(zodFieldErrors(parsed.error).reason);
      event.currentTarget.querySelector('textarea')?.focus();
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-slate-700">{body}</p>
        <TextAreaField
          label={label}
          hint={hint}
          required
          value={reason}
          maxLength={REVOKE_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setChecked(undefined);
          }}
          error={reasonError}
        />
        <ErrorAlert error={reasonError ? null : answer.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('certificationAdmin.cancel')}
          </button>
          <button type="submit" disabled={answer.isPending} className={DANGER_BUTTON}>
            {answer.isPending ? pending : confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
