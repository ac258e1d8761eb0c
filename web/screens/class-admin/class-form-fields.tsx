import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZones } from '../../../common/api/account-security';
import {
  ACCESS_CODE_MAX,
  CLASS_NAME_MAX,
  type ClassField,
  CURRENCIES,
  ENROLMENT_TYPES,
} from '../../../common/api/cohort';
import { ComboboxField } from '../../components/combobox-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { reasonText } from '../../lib/reason-text';
import { CredentialTypesField, ModeField } from './class-choice-fields';
import type { ClassFormState } from './use-class-form';

interface ClassFormFieldsProps {
  form: ClassFormState;
  /** Shown under the enrolment close date (the settings tab's autosave indicator). */
  closeDateStatus?: ReactNode;
}

let zones: string[] | null = null;

/** Every field of the class form (spec §3 Class edit form), each with its live verdict. */
export function ClassFormFields({ form, closeDateStatus }: ClassFormFieldsProps) {
  const { t } = useTranslation();
  const { inputs, change } = form;
  zones ??= timeZones();

  // A failed field shows its reason in place of its help; a passed one shows just its help.
  const error = (field: ClassField) => {
    const verdict = form.verdict(field);
    return verdict?.status === 'failed' ? reasonText(verdict.reason) : undefined;
  };
  const dateHint = t('classes.form.dateHint', { zone: inputs.classAccessTz });
  const dateField = (field: 'startDate' | 'endDate' | 'enrolmentCloseDate') => (
    <TextField
      label={t(`classes.form.${field}`)}
      type="datetime-local"
      value={inputs[field]}
      onChange={(event) => change(field, event.target.value)}
      error={error(field)}
      hint={dateHint}
    />
  );

  return (
    <div className="space-y-5">
      <TextField
        label={t('classes.form.name')}
        value={inputs.name}
        maxLength={CLASS_NAME_MAX}
        onChange={(event) => change('name', event.target.value)}
        error={error('name')}
      />
      <SelectField
        label={t('classes.form.enrolmentType')}
        value={inputs.enrolmentType}
        options={ENROLMENT_TYPES.map((type) => ({ value: type, label: t(`classes.enrolmentTypes.${type}`) }))}
        onChange={(value) => change('enrolmentType', value as typeof inputs.enrolmentType)}
        error={error('enrolmentType')}
      />
      {inputs.enrolmentType === 'access_code' && (
        <TextField
          label={t('classes.form.accessCode')}
          value={inputs.accessCode}
          maxLength={ACCESS_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => change('accessCode', event.target.value)}
          error={error('accessCode')}
          hint={t('classes.form.accessCodeHint')}
        />
      )}
      <ModeField value={inputs.mode} onChange={(mode) => change('mode', mode)} error={error('mode')} />
      <ComboboxField
        label={t('classes.form.timeZone')}
        value={inputs.classAccessTz}
        options={zones}
        onChange={(value) => change('classAccessTz', value)}
        error={error('classAccessTz')}
        hint={t('classes.form.timeZoneHint')}
      />
      {dateField('startDate')}
      {dateField('endDate')}
      {dateField('enrolmentCloseDate')}
      {closeDateStatus}
      <TextField
        label={t('classes.form.seatLimit')}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={inputs.seatLimit}
        onChange={(event) => change('seatLimit', event.target.value)}
        error={error('seatLimit')}
        hint={t('classes.form.seatLimitHint')}
      />
      <SelectField
        label={t('classes.form.currency')}
        value={inputs.currency}
        options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        onChange={(value) => change('currency', value as typeof inputs.currency)}
        error={error('currency')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('classes.form.coursePrice', { currency: inputs.currency })}
          inputMode="decimal"
          value={inputs.coursePrice}
          onChange={(event) => change('coursePrice', event.target.value)}
          error={error('coursePriceMinor')}
          hint={t('classes.form.priceHint')}
        />
        <TextField
          label={t('classes.form.studentPrice', { currency: inputs.currency })}
          inputMode="decimal"
          value={inputs.studentPrice}
          onChange={(event) => change('studentPrice', event.target.value)}
          error={error('studentPriceMinor')}
          hint={t('classes.form.priceHint')}
        />
      </div>
      <CredentialTypesField
        value={inputs.credentialTypes}
        onChange={(types) => change('credentialTypes', types)}
        error={error('credentialTypes')}
      />
    </div>
  );
}
