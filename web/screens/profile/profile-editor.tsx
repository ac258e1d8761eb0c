import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_SUMMARY_MAX_LENGTH, type PublicProfile } from '../../../common/api/profile';
import { profileKey, saveProfileDetails } from '../../api/profiles';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { errorText, fieldErrorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { AvatarUpload } from './avatar-upload';
import { FullNameEditor } from './full-name-editor';

const DEFAULT_COLOUR = '#1e3a8a';

/** The owner's About tab: name, photo, summary and header colour, with a guard on unsaved edits. */
export function ProfileEditor({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState(profile.profileSummary ?? '');
  const [colour, setColour] = useState(profile.headerColour ?? DEFAULT_COLOUR);
  const [nameDirty, setNameDirty] = useState(false);
  const save = useMutation({
    mutationFn: () => saveProfileDetails({ profileSummary: summary, headerColour: colour }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey(profile.profileName) }),
  });
  const detailsDirty =
    summary.trim() !== (profile.profileSummary ?? '') || colour !== (profile.headerColour ?? DEFAULT_COLOUR);
  const guard = useUnsavedChanges(detailsDirty || nameDirty);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-3xl space-y-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t('profile.about.editTitle')}
      </h2>
      <FullNameEditor
        fullName={profile.fullName}
        profileName={profile.profileName}
        onDirtyChange={setNameDirty}
      />
      <AvatarUpload profile={profile} />
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <div>
          <label htmlFor={`${id}-summary`} className="block text-sm font-medium text-slate-800">
            {t('profile.about.summary')}
          </label>
          <textarea
            id={`${id}-summary`}
            name="profileSummary"
            rows={5}
            maxLength={PROFILE_SUMMARY_MAX_LENGTH}
            value={summary}
            aria-describedby={`${id}-summary-hint`}
            onChange={(event) => setSummary(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm"
          />
          <p id={`${id}-summary-hint`} className="mt-1 text-sm text-slate-600">
            {fieldErrorText(save.error, 'profileSummary') ?? t('profile.about.summaryHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-colour`} className="block text-sm font-medium text-slate-800">
            {t('profile.about.headerColour')}
          </label>
          <input
            id={`${id}-colour`}
            name="headerColour"
            type="color"
            value={colour}
            aria-describedby={`${id}-colour-hint`}
            onChange={(event) => setColour(event.target.value)}
            className="mt-1 h-10 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <p id={`${id}-colour-hint`} className="mt-1 text-sm text-slate-600">
            {fieldErrorText(save.error, 'headerColour') ?? t('profile.about.headerColourHint')}
          </p>
        </div>
        <FormAlert message={errorText(save.error)} />
        <div className="flex items-center gap-4">
          <button type="submit" disabled={save.isPending || !detailsDirty} className={PRIMARY_BUTTON}>
            {t('profile.about.save')}
          </button>
          <p role="status" className="text-sm font-medium text-brand-800">
            {save.isSuccess && !detailsDirty ? t('profile.about.saved') : ''}
          </p>
        </div>
      </form>
      {guard}
    </section>
  );
}
