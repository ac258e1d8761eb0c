import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { TextField } from '../../components/text-field';

interface OutlineTitleFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the title; resolves true once saved. */
  onSubmit: (title: string) => Promise<boolean>;
  /** Given for a rename: the form closes after saving or on Cancel. */
  onClose?: () => void;
}

/**
 * A title field with its button, for adding or renaming a module or page. The text stays until
 * it is saved, so a failed save loses nothing typed.
 */
export function OutlineTitleForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onClose,
}: OutlineTitleFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError(t('courseOutline.blankTitle'));
      return;
    }
    setError(undefined);
    setBusy(true);
    const saved = await onSubmit(title.trim());
    setBusy(false);
    if (!saved) return;
    if (onClose) onClose();
    else setTitle('');
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <TextField
          label={label}
          value={title}
          maxLength={200}
          error={error}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onClose) onClose();
          }}
        />
      </div>
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
        {submitLabel}
      </button>
      {onClose && (
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          {t('courseOutline.cancel')}
        </button>
      )}
    </form>
  );
}
