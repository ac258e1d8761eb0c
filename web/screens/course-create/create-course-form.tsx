import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COURSE_CODE_MAX, CreateCourseInput } from '../../../common/api/course';
import { slugOf } from '../../../common/slug';
import { courseAdminKeys, createCourse } from '../../api/course-admin';
import { describeError } from '../../api/describe-error';
import { loadCurrentUser } from '../../auth/auth-actions';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ClassificationFields, type ClassificationValues } from '../../components/classification-fields';
import { FormAlert } from '../../components/form-alert';
import {
  LearningHoursFields,
  type LearningHoursValues,
  learningHoursInput,
} from '../../components/learning-hours-fields';
import { TextField } from '../../components/text-field';
import { serverFieldErrors } from '../../lib/field-error';
import { courseAdminPath } from '../../lib/paths';
import { zodFieldErrors } from '../../lib/reason-text';

/** A course code suggested from its name (its slug; empty until the name has letters or digits). */
export function suggestCode(name: string): string {
  return slugOf(name, { maxLength: COURSE_CODE_MAX, fallback: '' });
}

/** The course creation form: checked here, then by the server; opens the new course's admin. */
export function CreateCourseForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [choices, setChoices] = useState<ClassificationValues>({
    language: (['en', 'id', 'ms'].includes(i18n.language) ? i18n.language : 'en') as string,
    category: '',
    courseType: '',
    sectorTypes: [],
    classifications: [],
  });
  const [hours, setHours] = useState<LearningHoursValues>({ credentialFramework: '', learningHours: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createCourse,
    onSuccess: async (created) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['course'] }), loadCurrentUser()]);
      queryClient.removeQueries({ queryKey: courseAdminKeys.plan });
      navigate(courseAdminPath({ action: 'starter', course: created.path }));
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const shownCode = code ?? suggestCode(name);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateCourseInput.safeParse({
      name,
      code: shownCode,
      ...choices,
      ...learningHoursInput(hours),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  }

  const fieldsFailed = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        label={t('courseForm.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        maxLength={120}
      />
      <TextField
        label={t('courseForm.code')}
        hint={t('courseForm.codeHint')}
        value={shownCode}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
        maxLength={60}
        autoCapitalize="none"
        spellCheck={false}
      />
      <ClassificationFields
        values={choices}
        onChange={(changes) => setChoices((current) => ({ ...current, ...changes }))}
        errors={errors}
      />
      <LearningHoursFields
        courseType={choices.courseType}
        values={hours}
        onChange={setHours}
        errors={errors}
      />
      <FormAlert message={create.isError && !fieldsFailed ? describeError(create.error) : undefined} />
      <button type="submit" disabled={create.isPending} className={PRIMARY_BUTTON}>
        {create.isPending ? t('courseCreate.creating') : t('courseCreate.submit')}
      </button>
    </form>
  );
}
