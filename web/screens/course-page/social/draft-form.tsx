import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { serverFieldErrors } from '../../../lib/field-error';

interface DraftSaveOptions<Draft, Saved> {
  save: (draft: Draft) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** An edit keeps its form as saved; a new draft's form is emptied by `reset` once it is in. */
  editing: boolean;
  reset: () => void;
  /** The fields the form shows the server's reasons by; a failure naming none goes in an alert. */
  fields: readonly string[];
}

/**
 * Sending a post's or a comment's draft: the mutation, the server's reasons by field, and the
 * failure that names none of the form's fields (for its alert).
 */
export function useDraftSave<Draft, Saved>({
  save,
  onSaved,
  editing,
  reset,
  fields,
}: DraftSaveOptions<Draft, Saved>) {
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      if (!editing) reset();
      onSaved(saved);
    },
  });
  const server = serverFieldErrors(mutation.error);
  const otherError = mutation.error && !fields.some((field) => server[field]) ? mutation.error : null;
  return { mutation, server, otherError };
}

/** A draft form's send button (its pending words while it sends) and Cancel, where it has one. */
export function DraftButtons({
  pending,
  action,
  pendingAction,
  onCancel,
}: {
  pending: boolean;
  action: string;
  pendingAction: string;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
        {pending ? pendingAction : action}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('social.composer.cancel')}
        </button>
      )}
    </div>
  );
}
