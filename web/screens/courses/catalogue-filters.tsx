import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CatalogueState,
  CREDENTIAL_COUNTRIES,
  type ListFilter,
} from '../../../common/api/catalogue-params';
import { LANGUAGES } from '../../../common/constants';
import {
  CATALOGUE_SORTS,
  COURSE_CATEGORIES,
  COURSE_CLASSIFICATIONS,
  COURSE_SECTORS,
  COURSE_TYPES,
} from '../../../common/domain/course-classification';
import { listedInstitutionsQuery } from '../../api/listed-institutions';

/** Upper limits offered for learning hours. */
const HOUR_LIMITS = [5, 10, 20, 40, 100] as const;

const FIELD =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';

interface FiltersProps {
  state: CatalogueState;
  onChange: (next: CatalogueState) => void;
}

/** The catalogue's filters and sort; every change goes straight to the URL through `onChange`. */
export function CatalogueFilters({ state, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const setList = (name: ListFilter, values: string[]) =>
    onChange({ ...state, lists: { ...state.lists, [name]: values } });
  const toggle = (name: ListFilter, value: string, on: boolean) =>
    setList(name, on ? [...state.lists[name], value] : state.lists[name].filter((item) => item !== value));
  const single = (
    name: ListFilter,
    label: string,
    options: readonly string[],
    text: (id: string) => string,
  ) => (
    <Select
      label={label}
      value={state.lists[name][0] ?? ''}
      onChange={(value) => setList(name, value ? [value] : [])}
    >
      <option value="">{t('catalogue.any')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {text(option)}
        </option>
      ))}
    </Select>
  );

  return (
    <section aria-label={t('catalogue.filters')} className="flex flex-col gap-5">
      <Select
        label={t('catalogue.sort')}
        value={state.sort}
        onChange={(value) => onChange({ ...state, sort: value as CatalogueState['sort'] })}
      >
        {CATALOGUE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.sorts.${sort}`)}
          </option>
        ))}
      </Select>
      {single('category', t('courseForm.category'), COURSE_CATEGORIES, (id) =>
        t(`courseForm.categories.${id}` as 'courseForm.categories.data'),
      )}
      {single('courseType', t('courseForm.courseType'), COURSE_TYPES, (id) =>
        t(`courseForm.courseTypes.${id}` as 'courseForm.courseTypes.OTHER'),
      )}
      {single('language', t('courseForm.language'), LANGUAGES, (id) =>
        t(`courseForm.languages.${id}` as 'courseForm.languages.en'),
      )}
      <Select
        label={t('catalogue.maxHours')}
        value={state.learningHours === null ? '' : String(state.learningHours)}
        onChange={(value) => onChange({ ...state, learningHours: value ? Number(value) : null })}
      >
        <option value="">{t('catalogue.any')}</option>
        {HOUR_LIMITS.map((hours) => (
          <option key={hours} value={hours}>
            {t('catalogue.hoursUpTo', { hours })}
          </option>
        ))}
      </Select>
      <Select
        label={t('catalogue.credentialCountry')}
        value={state.credentialCountry ?? ''}
        onChange={(value) =>
          onChange({ ...state, credentialCountry: (value || null) as CatalogueState['credentialCountry'] })
        }
      >
        <option value="">{t('catalogue.any')}</option>
        {CREDENTIAL_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`catalogue.credentialCountries.${country}`)}
          </option>
        ))}
      </Select>
      <Checkboxes
        legend={t('courseForm.sectors')}
        options={COURSE_SECTORS}
        checked={state.lists.sector}
        text={(id) => t(`courseForm.sectorNames.${id}` as 'courseForm.sectorNames.HIGHER_EDUCATION')}
        onToggle={(value, on) => toggle('sector', value, on)}
      />
      <Checkboxes
        legend={t('courseForm.classifications')}
        options={COURSE_CLASSIFICATIONS}
        checked={state.lists.classification}
        text={(id) => t(`courseForm.classificationNames.${id}` as 'courseForm.classificationNames.PATHWAY')}
        onToggle={(value, on) => toggle('classification', value, on)}
      />
      {/* Last: its options arrive after the page is drawn, and nothing below it moves when it appears. */}
      <InstitutionFilter state={state} onChange={onChange} />
    </section>
  );
}

/**
 * The institution whose courses to show, among those with a course in the catalogue; not offered
 * while there is none (an address naming one keeps its choice, shown by its path until known).
 */
function InstitutionFilter({ state, onChange }: FiltersProps) {
  const { t } = useTranslation();
  // A first read of the catalogue (server/http/screen-preloads.ts): drawn with its answer.
  const listed = useQuery(listedInstitutionsQuery());
  const options = listed.data ?? [];
  const chosen = state.institution;
  if (options.length === 0 && chosen === null) return null;
  return (
    <Select
      label={t('catalogue.institution')}
      value={chosen ?? ''}
      onChange={(value) => onChange({ ...state, institution: value || null })}
    >
      <option value="">{t('catalogue.any')}</option>
      {chosen !== null && !options.some((institution) => institution.path === chosen) && (
        <option value={chosen}>{chosen}</option>
      )}
      {options.map((institution) => (
        <option key={institution.path} value={institution.path}>
          {institution.name}
        </option>
      ))}
    </Select>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={FIELD}>
        {children}
      </select>
    </div>
  );
}

function Checkboxes({
  legend,
  options,
  checked,
  text,
  onToggle,
}: {
  legend: string;
  options: readonly string[];
  checked: readonly string[];
  text: (id: string) => string;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={checked.includes(option)}
              onChange={(event) => onToggle(option, event.target.checked)}
              className="size-4 rounded border-slate-300"
            />
            {text(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
