import { useTranslation } from 'react-i18next';
import {
  INSTITUTION_COUNTRIES,
  INSTITUTION_REGIONS,
  type InstitutionRegion,
} from '../../../common/api/institution';
import { SelectField } from '../../components/select-field';

/** The institution's country, one of the three the platform serves ('' until one is chosen). */
export function CountryField(props: {
  value: string;
  onChange: (country: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('institutions.fields.country')}
      value={props.value}
      placeholder={props.value === '' ? t('institutions.fields.chooseCountry') : undefined}
      options={INSTITUTION_COUNTRIES.map((country) => ({
        value: country,
        label: t(`institutions.countries.${country}`),
      }))}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

/** Where the institution's data is kept. */
export function RegionField(props: {
  value: InstitutionRegion;
  onChange: (region: InstitutionRegion) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('institutions.fields.region')}
      value={props.value}
      options={INSTITUTION_REGIONS.map((region) => ({
        value: region,
        label: t(`institutions.regions.${region}`),
      }))}
      onChange={(value) => props.onChange(value as InstitutionRegion)}
      error={props.error}
    />
  );
}
