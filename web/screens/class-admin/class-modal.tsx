import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassData, ClassFormValues } from '../../../common/api/cohort';
import { classKey, classListKey, classQuery, createClass, updateClass } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { Modal } from '../../components/modal';
import { userTimeZone } from '../../lib/user-time-zone';
import { ClassFormFields } from './class-form-fields';
import { type ClassFormInputs, inputsFromClass, newClassInputs } from './class-form-state';
import { useClassForm } from './use-class-form';

interface ClassModalProps {
  coursePath: string;
  /** The class to edit; without it the modal creates a class. */
  cohortPath?: string | undefined;
  onClose: () => void;
  /** Called with the saved class's name once the save succeeded. */
  onSaved: (name: string) => void;
}

/** The class modal: every field of the class form, checked as it is typed, saved in one go. */
export function ClassModal({ coursePath, cohortPath, onClose, onSaved }: ClassModalProps) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const existing = useQuery({ ...classQuery(cohortPath ?? ''), enabled: cohortPath !== undefined });
  const title = cohortPath ? t('classes.modal.editTitle') : t('classes.modal.createTitle');
  let body: React.ReactNode;
  if (!cohortPath)
    body = (
      <ClassModalForm
        coursePath={coursePath}
        initial={newClassInputs(userTimeZone(currentUser?.timezone))}
        onSaved={onSaved}
        onCancel={onClose}
      />
    );
  else if (existing.isPending) body = <p className="text-slate-600">{t('classAdmin.loading')}</p>;
  else if (existing.isError) body = <FormAlert message={describeError(existing.error)} />;
  else
    body = (
      <ClassModalForm
        coursePath={coursePath}
        existing={existing.data}
        initial={inputsFromClass(existing.data)}
        onSaved={onSaved}
        onCancel={onClose}
      />
    );
  return (
    <Modal title={title} onClose={onClose} focusKey={existing.data?.path}>
      {body}
    </Modal>
  );
}

interface ClassModalFormProps {
  coursePath: string;
  existing?: ClassData;
  initial: ClassFormInputs;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

function ClassModalForm({ coursePath, existing, initial, onSaved, onCancel }: ClassModalFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useClassForm(initial);
  const save = useMutation({
    mutationFn: (values: ClassFormValues) =>
      existing ? updateClass(existing.path, values) : createClass(coursePath, values),
    onSuccess: (_saved, values) => {
      void queryClient.invalidateQueries({ queryKey: classListKey(coursePath) });
      if (existing) void queryClient.invalidateQueries({ queryKey: classKey(existing.path) });
      onSaved(values.name);
    },
    onError: (error) => form.showServerReasons(error),
  });
  const invalid = save.error === null && form.tried && !form.valid;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.valuesToSave();
    if (values) save.mutate(values);
    else save.reset();
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit} className="space-y-6">
      <ClassFormFields form={form} />
      <FormAlert
        message={invalid ? t('classes.modal.fixFields') : save.error ? describeError(save.error) : undefined}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('classes.modal.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {save.isPending ? t('classes.modal.saving') : t('classes.modal.save')}
        </button>
      </div>
    </form>
  );
}
