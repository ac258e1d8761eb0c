import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassData, ClassFormValues } from '../../../common/api/cohort';
import { ApiError } from '../../api/api-error';
import { classKey, classListKey, classQuery, updateClass } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import type { ClassTabProps } from './class-admin-tabs';
import { ClassFormFields } from './class-form-fields';
import { inputsFromClass } from './class-form-state';
import { useClassForm } from './use-class-form';
import { useCloseDateAutosave } from './use-close-date-autosave';

/** Class admin `settings`: the class form inline; the enrolment close date saves itself. */
export function SettingsTab({ cohortPath }: ClassTabProps) {
  const { t } = useTranslation();
  const cohort = useQuery({
    ...classQuery(cohortPath),
  });
  if (cohort.isPending) return <p className="text-slate-600">{t('classAdmin.loading')}</p>;
  if (cohort.isError) return <FormAlert message={describeError(cohort.error)} />;
  return <SettingsForm cohort={cohort.data} />;
}

const withoutFields = (error: unknown) =>
  error !== null && !(error instanceof ApiError && Object.keys(error.fields).length > 0);

function SettingsForm({ cohort }: { cohort: ClassData }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useClassForm(inputsFromClass(cohort));
  const autosave = useCloseDateAutosave(cohort.path, form);
  const save = useMutation({
    mutationFn: (values: ClassFormValues) => updateClass(cohort.path, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(classKey(cohort.path), saved);
      void queryClient.invalidateQueries({ queryKey: classListKey(cohort.coursePath) });
    },
    onError: (error) => form.showServerReasons(error),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.valuesToSave();
    if (values) save.mutate(values);
    else save.reset();
  }

  const alert =
    form.tried && !form.valid
      ? t('classes.modal.fixFields')
      : save.error
        ? describeError(save.error)
        : withoutFields(autosave.error)
          ? describeError(autosave.error)
          : undefined;

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-6">
      {!cohort.canManage && <p className="text-slate-700">{t('classAdmin.settings.readOnly')}</p>}
      <fieldset disabled={!cohort.canManage} className="space-y-6">
        <ClassFormFields form={form} closeDateStatus={<AutosaveIndicator status={autosave.status} />} />
      </fieldset>
      <FormAlert message={alert} />
      {cohort.canManage && (
        <div className="flex items-center gap-4">
          <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
            {save.isPending ? t('classAdmin.settings.saving') : t('classAdmin.settings.save')}
          </button>
          <p role="status" className="text-sm font-medium text-green-800">
            {save.isSuccess ? t('classAdmin.settings.saved') : ''}
          </p>
        </div>
      )}
    </form>
  );
}
