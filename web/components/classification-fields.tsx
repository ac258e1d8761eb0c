import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../common/constants';
import {
  COURSE_CATEGORIES,
  COURSE_CLASSIFICATIONS,
  COURSE_SECTORS,
  COURSE_TYPES,
} from '../../common/domain/course-classification';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';

/** The classification part of a course form, shared by creation and the general settings. */
export interface ClassificationValues {
  language: string;
  category: string;
  courseType: string;
  sectorTypes: string[];
  classifications: string[];
}

interface ClassificationFieldsProps {
  values: ClassificationValues;
  onChange: (changes: Partial<ClassificationValues>) => void;
  errors: Partial<Record<keyof ClassificationValues, string>>;
}

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

/** Language, category, course type, sectors and classifications of spec §4. */
export function ClassificationFields({ values, onChange, errors }: ClassificationFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('courseForm.language')}
        value={values.language}
        onChange={(language) => onChange({ language })}
        options={LANGUAGES.map((value) => ({ value, label: t(`courseForm.languages.${value}`) }))}
        error={errors.language}
      />
      <SelectField
        label={t('courseForm.category')}
        value={values.category}
        onChange={(category) => onChange({ category })}
        placeholder={t('courseForm.chooseCategory')}
        options={COURSE_CATEGORIES.map((value) => ({ value, label: t(`courseForm.categories.${value}`) }))}
        error={errors.category}
      />
      <SelectField
        label={t('courseForm.courseType')}
        value={values.courseType}
        onChange={(courseType) => onChange({ courseType })}
        placeholder={t('courseForm.chooseCourseType')}
        options={COURSE_TYPES.map((value) => ({ value, label: t(`courseForm.courseTypes.${value}`) }))}
        error={errors.courseType}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('courseForm.sectors')}</legend>
        <div className="mt-2 space-y-2">
          {COURSE_SECTORS.map((sector) => (
            <CheckboxField
              key={sector}
              label={t(`courseForm.sectorNames.${sector}`)}
              checked={values.sectorTypes.includes(sector)}
              onChange={(on) => onChange({ sectorTypes: toggle(values.sectorTypes, sector, on) })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('courseForm.classifications')}</legend>
        <div className="mt-2 space-y-2">
          {COURSE_CLASSIFICATIONS.map((item) => (
            <CheckboxField
              key={item}
              label={t(`courseForm.classificationNames.${item}`)}
              checked={values.classifications.includes(item)}
              onChange={(on) => onChange({ classifications: toggle(values.classifications, item, on) })}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
