import {
  type ClassData,
  type ClassField,
  type ClassFormCheck,
  type ClassFormDraft,
  type ClassMode,
  type CredentialType,
  type Currency,
  type EnrolmentType,
  validateClassForm,
} from '../../../common/api/cohort';
import { readZonedLocal, type ZonedLocalRefusal } from '../../../common/format/zoned-local';
import { reasonText } from '../../../common/reasons';
import { majorUnitsOf, minorUnitsOf } from '../../lib/money-input';

/**
 * The class form as typed: prices in major units and dates as `datetime-local` values in the
 * class's time zone, exactly as the inputs hold them, so nothing typed is lost on a failure.
 */
export interface ClassFormInputs {
  name: string;
  accessCode: string;
  coursePrice: string;
  studentPrice: string;
  currency: Currency;
  credentialTypes: CredentialType[];
  enrolmentType: EnrolmentType;
  enrolmentCloseDate: string;
  startDate: string;
  endDate: string;
  mode: ClassMode;
  seatLimit: string;
  classAccessTz: string;
}

/** A new class: open, self-paced, free, in `timeZone` (the creator's own, else the browser's). */
export function newClassInputs(timeZone: string): ClassFormInputs {
  return {
    name: '',
    accessCode: '',
    coursePrice: '0',
    studentPrice: '0',
    currency: 'AUD',
    credentialTypes: [],
    enrolmentType: 'open',
    enrolmentCloseDate: '',
    startDate: '',
    endDate: '',
    mode: 'self_paced',
    seatLimit: '',
    classAccessTz: timeZone,
  };
}

/** The inputs of a saved class (its dates in their local-naive variants). */
export function inputsFromClass(data: ClassData): ClassFormInputs {
  return {
    name: data.name,
    accessCode: data.accessCode ?? '',
    coursePrice: majorUnitsOf(data.coursePriceMinor),
    studentPrice: majorUnitsOf(data.studentPriceMinor),
    currency: data.currency,
    credentialTypes: data.credentialTypes,
    enrolmentType: data.enrolmentType,
    enrolmentCloseDate: data.enrolmentCloseDateLocal ?? '',
    startDate: data.startDateLocal ?? '',
    endDate: data.endDateLocal ?? '',
    mode: data.mode,
    seatLimit: data.seatLimit === null ? '' : String(data.seatLimit),
    classAccessTz: data.classAccessTz,
  };
}

/** A price typed in major units as minor units; empty is 0, NaN (which the rules refuse) when it is not one. */
const minorUnits = (typed: string): number => (typed.trim() === '' ? 0 : (minorUnitsOf(typed) ?? Number.NaN));

/** A typed local date as an instant in the class's zone; '' is none, an unreadable one stays text. */
export function instantFrom(local: string, timeZone: string): string | null {
  if (local.trim() === '') return null;
  const reading = readZonedLocal(local, timeZone);
  return reading.ok ? reading.iso : local;
}

const DATE_FIELDS = ['startDate', 'endDate', 'enrolmentCloseDate'] as const;

/** Why a typed date names no instant, beyond the schema's "enter a date" (a zone's own reason is its field's). */
function refusalReason(refusal: ZonedLocalRefusal, zone: string): string | null {
  if (refusal === 'not_real') return reasonText('date.notReal');
  if (refusal === 'skipped') return reasonText('date.skipped', { zone });
  return null;
}

/**
 * The verdict on the typed form: the shared rules on its values (a short access code passes only
 * as the class's `storedAccessCode`), with the precise reason of a date that does not exist
 * (31 February, 24:30) or that the clocks skip in the class's zone.
 */
export function checkClassInputs(
  inputs: ClassFormInputs,
  storedAccessCode: string | null = null,
): ClassFormCheck {
  const check = validateClassForm(draftFromInputs(inputs), storedAccessCode);
  for (const field of DATE_FIELDS) {
    const local = inputs[field].trim();
    const reading = local === '' ? null : readZonedLocal(local, inputs.classAccessTz);
    const reason = reading && !reading.ok ? refusalReason(reading.refusal, inputs.classAccessTz) : null;
    if (reason) check.fields[field] = { status: 'failed', reason };
  }
  return check;
}

/** The form as the shared rules and the server read it. */
export function draftFromInputs(inputs: ClassFormInputs): ClassFormDraft {
  const zone = inputs.classAccessTz;
  return {
    name: inputs.name,
    // Only an access-code class has a code: the field is hidden for the other types.
    accessCode: inputs.enrolmentType === 'access_code' ? inputs.accessCode : '',
    coursePriceMinor: minorUnits(inputs.coursePrice),
    studentPriceMinor: minorUnits(inputs.studentPrice),
    currency: inputs.currency,
    credentialTypes: inputs.credentialTypes,
    enrolmentType: inputs.enrolmentType,
    enrolmentCloseDate: instantFrom(inputs.enrolmentCloseDate, zone),
    startDate: instantFrom(inputs.startDate, zone),
    endDate: instantFrom(inputs.endDate, zone),
    mode: inputs.mode,
    seatLimit: inputs.seatLimit.trim() === '' ? null : Number(inputs.seatLimit),
    classAccessTz: zone,
  };
}

/** The input each form field is typed in (prices have their own names in the form). */
export const INPUT_OF_FIELD: Record<ClassField, keyof ClassFormInputs> = {
  name: 'name',
  accessCode: 'accessCode',
  coursePriceMinor: 'coursePrice',
  studentPriceMinor: 'studentPrice',
  currency: 'currency',
  credentialTypes: 'credentialTypes',
  enrolmentType: 'enrolmentType',
  enrolmentCloseDate: 'enrolmentCloseDate',
  startDate: 'startDate',
  endDate: 'endDate',
  mode: 'mode',
  seatLimit: 'seatLimit',
  classAccessTz: 'classAccessTz',
};
