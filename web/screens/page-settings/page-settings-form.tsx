import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSettings } from '../../../common/api/page-admin';
import { ApiError } from '../../api/api-error';
import { pageAdminKeys, savePageSettings } from '../../api/page-admin';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { PageTitlePathFields } from '../../components/page-title-path-fields';
import { TextField } from '../../components/text-field';
import { type CommentSettings, CommentSettingsFields } from './comment-settings-fields';
import { PageGroupTypeField } from './page-group-type-field';
import { parseScheduleDays, scheduleDaysText } from './schedule-days';

/**
 * Title, path, scheduling and comment settings of a page, saved together (spec §4: save start, success, failure).
 * The fields keep what was typed whatever the outcome; a refusal shows its reason by its field.
 * Scheduling: days after the class start the page opens and is due, empty for none.
 */
export function PageSettingsForm({
  settings,
  onSaved,
}: {
  settings: PageSettings;
  onSaved: (settings: PageSettings) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(settings.title);
  const [path, setPath] = useState(settings.path);
  const [unlockText, setUnlockText] = useState(scheduleDaysText(settings.unlockAfterDays));
  const [dueText, setDueText] = useState(scheduleDaysText(settings.dueAfterDays));
  const unlock = parseScheduleDays(unlockText);
  const due = parseScheduleDays(dueText);
  const [comments, setComments] = useState<CommentSettings>({
    canPostComments: settings.canPostComments ?? false,
    isCommentRequired: settings.isCommentRequired ?? false,
  });
  const [groupType, setGroupType] = useState(settings.pageGroupType ?? '');
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      savePageSettings(settings.id, {
        title,
        path,
        unlockAfterDays: 'value' in unlock ? unlock.value : null,
        dueAfterDays: 'value' in due ? due.value : null,
        ...comments,
        // The page's group type only when changed: absent is kept.
        ...(groupType.trim() !== (settings.pageGroupType ?? '') && { pageGroupType: groupType.trim() }),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pageAdminKeys.settings(saved.id), saved);
      onSaved(saved);
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if ('invalid' in unlock || 'invalid' in due) return;
    save.mutate();
  }

  const refused = save.error instanceof ApiError ? save.error.fields : {};
  const daysError = (parsed: typeof unlock, field: string) =>
    (checked && 'invalid' in parsed) || refused[field] ? t('membership.scheduleDaysInvalid') : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <PageTitlePathFields
        titleLabel={t('pageSettings.title')}
        title={title}
        onTitleChange={setTitle}
        coursePath={settings.coursePath}
        pageId={settings.id}
        path={path}
        onPathChange={setPath}
        error={save.error}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('membership.unlockAfterDays')}
          hint={t('membership.scheduleDaysHint')}
          inputMode="numeric"
          value={unlockText}
          onChange={(event) => setUnlockText(event.target.value)}
          error={daysError(unlock, 'unlockAfterDays')}
        />
        <TextField
          label={t('membership.dueAfterDays')}
          hint={t('membership.scheduleDaysHint')}
          inputMode="numeric"
          value={dueText}
          onChange={(event) => setDueText(event.target.value)}
          error={daysError(due, 'dueAfterDays')}
        />
      </div>
      <CommentSettingsFields value={comments} onChange={setComments} error={save.error} />
      <PageGroupTypeField
        value={groupType}
        courseGroupTypes={settings.courseGroupTypes ?? []}
        onChange={setGroupType}
        error={save.error}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {save.isPending ? t('pageSettings.saving') : t('pageSettings.save')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {save.isSuccess ? t('pageSettings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
