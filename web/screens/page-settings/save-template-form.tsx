import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_DESCRIPTION_MAX, TEMPLATE_NAME_MAX } from '../../../common/api/page-admin';
import { ApiError } from '../../api/api-error';
import { pageTemplateKeys, saveTemplate } from '../../api/page-templates';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';

/** Save as template: the page's content becomes one of the user's templates in the page helper. */
export function SaveTemplateForm({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const save = useMutation({
    mutationFn: () => saveTemplate({ pageId, name, description }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageTemplateKeys.list }),
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <TextField
        label={t('pageSettings.template.name')}
        value={name}
        maxLength={TEMPLATE_NAME_MAX}
        error={fieldErrorOf(save.error, 'name')}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={t('pageSettings.template.description')}
        value={description}
        maxLength={TEMPLATE_DESCRIPTION_MAX}
        error={fieldErrorOf(save.error, 'description')}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FormAlert
        message={save.error && !fields.name && !fields.description ? errorText(save.error) : undefined}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={SECONDARY_BUTTON} disabled={save.isPending}>
          {save.isPending ? t('pageSettings.template.saving') : t('pageSettings.template.save')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {save.isSuccess ? t('pageSettings.template.saved', { name: save.data.name }) : ''}
        </p>
      </div>
    </form>
  );
}
