import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setFullName } from '../../api/account-security';
import { profileKey } from '../../api/profiles';
import { authStore } from '../../auth/auth-store';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText, fieldErrorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';

interface FullNameEditorProps {
  fullName: string;
  profileName: string;
  /** Told whether a changed name waits to be saved, for the unsaved-changes guard. */
  onDirtyChange: (dirty: boolean) => void;
}

/** The full name, edited in place through `update user setFullName` (its reasons shown by the field). */
export function FullNameEditor({ fullName, profileName, onDirtyChange }: FullNameEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(fullName);
  const save = useMutation({
    mutationFn: setFullName,
    onSuccess: async (user) => {
      authStore.userLoaded(user);
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: profileKey(profileName) });
    },
  });
  const dirty = editing && draft !== fullName;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <div>
          <p className="text-sm font-medium text-slate-600">{t('profile.about.fullName')}</p>
          <p className="text-lg text-slate-900">{fullName}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setDraft(fullName);
            save.reset();
            setEditing(true);
          }}
          className={SECONDARY_BUTTON}
        >
          {t('profile.about.editName')}
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <TextField
        label={t('profile.about.fullName')}
        name="fullName"
        autoComplete="name"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={fieldErrorText(save.error, 'fullName')}
      />
      {!fieldErrorText(save.error, 'fullName') && <FormAlert message={errorText(save.error)} />}
      <div className="flex gap-3">
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {t('profile.about.saveName')}
        </button>
        <button type="button" onClick={() => setEditing(false)} className={SECONDARY_BUTTON}>
          {t('profile.about.cancel')}
        </button>
      </div>
    </form>
  );
}
