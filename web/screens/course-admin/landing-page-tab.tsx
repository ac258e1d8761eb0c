import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingPageSettingsInput } from '../../../common/api/course';
import { saveLandingPageSettings } from '../../api/course-admin';
import { CheckboxField } from '../../components/checkbox-field';
import { TextAreaField } from '../../components/text-area-field';
import { serverFieldErrors } from '../../lib/field-error';
import { zodFieldErrors } from '../../lib/reason-text';
import type { AdminTabProps } from './admin-tabs';
import { SaveBar } from './save-bar';
import { useCourseSave } from './use-course-save';

/** The landing-page settings: the description visitors read and whether the course is displayed. */
export function LandingPageTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(course.description);
  const [displayed, setDisplayed] = useState(course.displayed);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCourseSave(course.path, saveLandingPageSettings);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = LandingPageSettingsInput.safeParse({ description, displayed });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('courseAdmin.landing.heading')}</h2>
        <p className="mt-1 text-slate-700">{t('courseAdmin.landing.lead')}</p>
      </div>
      <TextAreaField
        label={t('courseForm.description')}
        rows={8}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <CheckboxField label={t('courseForm.displayed')} checked={displayed} onChange={setDisplayed} />
      <SaveBar save={save} fieldErrors={errors} />
    </form>
  );
}
