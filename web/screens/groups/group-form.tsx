import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_TYPE_MAX,
  type GroupFields,
} from '../../../common/api/group';
import { describeError } from '../../api/describe-error';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';
import { fieldReasonText } from '../../lib/field-reasons';

/** What the form holds: the group's fields as typed. */
export interface GroupDraft {
  name: string;
  description: string;
  groupType: string;
  isClosed: boolean;
}

export const EMPTY_DRAFT: GroupDraft = { name: '', description: '', groupType: '', isClosed: false };

type Field = 'name' | 'description' | 'groupType';
const FIELDS: readonly Field[] = ['name', 'description', 'groupType'];

/** The reasons the browser gives before sending, as the server would (common/api/group.ts). */
export function draftReasons(draft: GroupDraft): Partial<Record<Field, string>> {
  const reasons: Partial<Record<Field, string>> = {};
  const name = draft.name.trim();
  if (name.length < 1 || name.length > GROUP_NAME_MAX) {
    reasons.name = fieldReasonText({ code: 'group.name', params: { max: GROUP_NAME_MAX } });
  }
  if (draft.description.trim().length > GROUP_DESCRIPTION_MAX) {
    reasons.description = fieldReasonText({
      code: 'group.description',
      params: { max: GROUP_DESCRIPTION_MAX },
    });
  }
  const groupType = draft.groupType.trim();
  if (groupType.length < 1 || groupType.length > GROUP_TYPE_MAX) {
    reasons.groupType = fieldReasonText({ code: 'group.type', params: { max: GROUP_TYPE_MAX } });
  }
  return reasons;
}

/**
 * A group's fields (create and edit): name, description, a group type chosen from the class's or
 * typed new, open or closed. Each field's reason shows under it, from the browser's check or the
 * server's; what was typed stays after a failure.
 */
export function GroupForm({
  initial,
  groupTypes,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: GroupDraft;
  groupTypes: readonly string[];
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (fields: GroupFields) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const typesId = useId();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const local = tried ? draftReasons(draft) : {};
  const reason = (field: Field) => local[field] ?? fieldErrorOf(error, field);
  const change = (values: Partial<GroupDraft>) => setDraft((current) => ({ ...current, ...values }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftReasons(draft)).length > 0) return;
    onSubmit({
      name: draft.name.trim(),
      description: draft.description.trim(),
      groupType: draft.groupType.trim(),
      isClosed: draft.isClosed,
    });
  }

  const fieldShown = FIELDS.some((field) => fieldErrorOf(error, field));
  const alert =
    Object.keys(local).length > 0
      ? t('groups.form.fixFields')
      : error && !fieldShown
        ? describeError(error)
        : fieldShown
          ? t('groups.form.fixFields')
          : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        label={t('groups.form.name')}
        name="name"
        value={draft.name}
        maxLength={GROUP_NAME_MAX + 20}
        onChange={(event) => change({ name: event.target.value })}
        error={reason('name')}
      />
      <div>
        <TextField
          label={t('groups.form.groupType')}
          hint={groupTypes.length > 0 ? t('groups.form.groupTypeHint') : t('groups.form.groupTypeNew')}
          name="groupType"
          list={typesId}
          value={draft.groupType}
          onChange={(event) => change({ groupType: event.target.value })}
          error={reason('groupType')}
        />
        <datalist id={typesId}>
          {groupTypes.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        {groupTypes.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {groupTypes.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={draft.groupType.trim() === type}
                onClick={() => change({ groupType: type })}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
              >
                {type}
              </button>
            ))}
          </div>
        )}
      </div>
      <TextField
        label={t('groups.form.description')}
        name="description"
        value={draft.description}
        onChange={(event) => change({ description: event.target.value })}
        error={reason('description')}
      />
      <CheckboxField
        label={t('groups.form.closed')}
        name="isClosed"
        checked={draft.isClosed}
        onChange={(isClosed) => change({ isClosed })}
      />
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
          {pending ? t('groups.form.saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            {t('groups.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
