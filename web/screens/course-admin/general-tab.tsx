import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneralSettingsInput } from '../../../common/api/course';
import { INSTALMENT_PARTS } from '../../../common/instalments';
import { saveGeneralSettings } from '../../api/course-admin';
import { CheckboxField } from '../../components/checkbox-field';
import { ClassificationFields, type ClassificationValues } from '../../components/classification-fields';
import {
  LearningHoursFields,
  type LearningHoursValues,
  learningHoursInput,
} from '../../components/learning-hours-fields';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { serverFieldErrors } from '../../lib/field-error';
import { zodFieldErrors } from '../../lib/reason-text';
import type { AdminTabProps } from './admin-tabs';
import { OutcomesField } from './outcomes-field';
import { SaveBar } from './save-bar';
import { useCourseSave } from './use-course-save';

/** The general settings of a course, saved explicitly after checking them here. */
export function GeneralTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(course.name);
  const [objective, setObjective] = useState(course.objective);
  const [outcomes, setOutcomes] = useState(course.outcomes.length > 0 ? course.outcomes : ['']);
  const [description, setDescription] = useState(course.description);
  const [hours, setHours] = useState<LearningHoursValues>({
    credentialFramework: course.credentialFramework ?? '',
    learningHours: course.learningHours === null ? '' : String(course.learningHours),
  });
  const [displayed, setDisplayed] = useState(course.displayed);
  const [guestAccess, setGuestAccess] = useState(course.guestAccess);
  // Its instalment plan's number of monthly parts, '' to be paid in full only.
  const [instalmentParts, setInstalmentParts] = useState(String(course.instalmentPlan?.parts ?? ''));
  const [choices, setChoices] = useState<ClassificationValues>({
    language: course.language,
    category: course.category,
    courseType: course.courseType,
    sectorTypes: course.courseSectorTypes,
    classifications: course.classifications,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCourseSave(course.path, saveGeneralSettings);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { sectorTypes, ...rest } = choices;
    const parsed = GeneralSettingsInput.safeParse({
      name,
      objective,
      outcomes: outcomes.filter((outcome) => outcome.trim() !== ''),
      description,
      ...rest,
      courseSectorTypes: sectorTypes,
      ...learningHoursInput(hours),
      displayed,
      guestAccess,
      instalmentPlan: instalmentParts === '' ? null : { parts: Number(instalmentParts) },
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      save.reset();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-5">
      <TextField
        label={t('courseForm.name')}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextAreaField
        label={t('courseForm.objective')}
        value={objective}
        maxLength={2000}
        onChange={(event) => setObjective(event.target.value)}
        error={errors.objective}
      />
      <OutcomesField outcomes={outcomes} onChange={setOutcomes} error={errors.outcomes} />
      <TextAreaField
        label={t('courseForm.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <ClassificationFields
        values={choices}
        onChange={(changes) => setChoices((current) => ({ ...current, ...changes }))}
        errors={{ ...errors, sectorTypes: errors.courseSectorTypes }}
      />
      <LearningHoursFields
        courseType={choices.courseType}
        values={hours}
        onChange={setHours}
        errors={errors}
      />
      <CheckboxField label={t('courseForm.displayed')} checked={displayed} onChange={setDisplayed} />
      <CheckboxField label={t('membership.guestAccess')} checked={guestAccess} onChange={setGuestAccess} />
      <SelectField
        label={t('courseForm.instalmentPlan')}
        value={instalmentParts}
        onChange={setInstalmentParts}
        options={[
          { value: '', label: t('courseForm.instalmentPlanFull') },
          ...INSTALMENT_PARTS.map((parts) => ({
            value: String(parts),
            label: t('courseForm.instalmentPlanParts', { parts }),
          })),
        ]}
        hint={t('courseForm.instalmentPlanHint')}
        error={errors.instalmentPlan}
      />
      <SaveBar save={save} fieldErrors={errors} />
    </form>
  );
}
