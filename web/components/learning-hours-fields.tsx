import { useTranslation } from 'react-i18next';
import {
  type CredentialFramework,
  FRAMEWORKS,
  OPENCRED_LEARNING_HOURS,
} from '../../common/domain/opencred-frameworks';
import { isOpencredHours } from '../../common/rules/opencred-hours';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** A course form's learning hours as typed or chosen, and an OpenCreds course's framework ('' for none). */
export interface LearningHoursValues {
  credentialFramework: CredentialFramework | '';
  learningHours: string;
}

const hoursOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The values as the course schemas take them. */
export function learningHoursInput(values: LearningHoursValues) {
  return {
    credentialFramework: values.credentialFramework === '' ? null : values.credentialFramework,
    learningHours: hoursOf(values.learningHours),
  };
}

interface LearningHoursFieldsProps {
  courseType: string;
  values: LearningHoursValues;
  onChange: (values: LearningHoursValues) => void;
  errors: Partial<Record<keyof LearningHoursValues, string>>;
}

/**
 * The learning hours of a course form: a number of any type's choosing, but for an OpenCreds course
 * its credential framework and one of that framework's hours (spec §5, §9).
 */
export function LearningHoursFields({ courseType, values, onChange, errors }: LearningHoursFieldsProps) {
  const { t, i18n } = useTranslation();
  if (courseType !== 'OPENCRED') {
    return (
      <TextField
        label={t('courseForm.learningHours')}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={values.learningHours}
        onChange={(event) => onChange({ ...values, learningHours: event.target.value })}
        error={errors.learningHours}
      />
    );
  }
  const framework = values.credentialFramework;
  const hours = hoursOf(values.learningHours);
  const number = new Intl.NumberFormat(i18n.language);
  // A new framework keeps the hours its list holds too, and clears the others.
  const chooseFramework = (chosen: string) => {
    const next = chosen as LearningHoursValues['credentialFramework'];
    const kept = next !== '' && isOpencredHours(next, hours);
    onChange({ credentialFramework: next, learningHours: kept ? values.learningHours : '' });
  };
  return (
    <>
      <SelectField
        label={t('courseForm.credentialFramework')}
        value={framework}
        onChange={chooseFramework}
        placeholder={t('courseForm.chooseFramework')}
        options={FRAMEWORKS.map((value) => ({ value, label: t(`courseForm.frameworks.${value}`) }))}
        error={errors.credentialFramework}
      />
      <SelectField
        label={t('courseForm.learningHours')}
        value={framework !== '' && isOpencredHours(framework, hours) ? String(hours) : ''}
        onChange={(learningHours) => onChange({ ...values, learningHours })}
        placeholder={t(framework === '' ? 'courseForm.chooseFrameworkFirst' : 'courseForm.chooseHours')}
        options={(framework === '' ? [] : OPENCRED_LEARNING_HOURS[framework]).map((value) => ({
          value: String(value),
          label: number.format(value),
        }))}
        error={errors.learningHours}
      />
    </>
  );
}
