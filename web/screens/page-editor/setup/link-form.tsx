import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { SAFE_LINK } from './rich-text-extensions';

interface LinkFormProps {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** Asks for a link's address (http, https or mailto), checked before it is applied. */
export function LinkForm({ initial, onApply, onRemove, onCancel }: LinkFormProps) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = href.trim();
    if (!SAFE_LINK.test(value)) {
      setError(t('pageEditor.richText.linkInvalid'));
      return;
    }
    onApply(value);
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 p-2"
    >
      <div className="min-w-64 flex-1">
        <TextField
          label={t('pageEditor.richText.linkAddress')}
          type="text"
          inputMode="url"
          value={href}
          autoFocus
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          error={error}
        />
      </div>
      <button type="submit" className={PRIMARY_BUTTON}>
        {t('pageEditor.richText.linkApply')}
      </button>
      {initial && (
        <button type="button" onClick={onRemove} className={SECONDARY_BUTTON}>
          {t('pageEditor.richText.linkRemove')}
        </button>
      )}
      <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
        {t('pageEditor.cancel')}
      </button>
    </form>
  );
}
