import { describe, expect, it } from 'vitest';
import { CLASS_FORM_REASONS, type ClassFormDraft, isUsableClassPath, validateClassForm } from './cohort';

const valid: ClassFormDraft = {
  name: 'Evening class',
  accessCode: '',
  coursePriceMinor: 0,
  studentPriceMinor: 0,
  currency: 'AUD',
  credentialTypes: [],
  enrolmentType: 'open',
  enrolmentCloseDate: null,
  startDate: null,
  endDate: null,
  mode: 'self_paced',
  seatLimit: null,
  classAccessTz: 'UTC',
};

const check = (change: ClassFormDraft) => validateClassForm({ ...valid, ...change });

describe('validateClassForm', () => {
  it('refuses a new access code under six characters, and keeps a shorter stored one working', () => {
    const short = { enrolmentType: 'access_code', accessCode: 'abcd' } as const;
    expect(check(short).fields.accessCode).toEqual({
      status: 'failed',
      reason: CLASS_FORM_REASONS.accessCode,
    });
    expect(CLASS_FORM_REASONS.accessCode).toBe('Use 6 to 32 letters and digits for the access code.');
    expect(validateClassForm({ ...valid, ...short }, 'ABCD').valid).toBe(true);
    expect(
      validateClassForm({ ...valid, ...short, accessCode: 'wxyz' }, 'ABCD').fields.accessCode.status,
    ).toBe('failed');
  });

  it('passes every field of a plain form', () => {
    const result = validateClassForm(valid);
    expect(result.valid).toBe(true);
    expect(Object.values(result.fields).every((field) => field.status === 'passed')).toBe(true);
  });

  it.each([
    ['name', 'abc', true],
    ['name', 'ab', false],
    ['name', '  ab  ', false],
    ['name', 'x'.repeat(100), true],
    ['name', 'x'.repeat(101), false],
    ['accessCode', 'ab1234', true],
    ['accessCode', 'ab123', false],
    ['accessCode', 'ab12', false],
    ['accessCode', 'A'.repeat(32), true],
    ['accessCode', 'A'.repeat(33), false],
    ['accessCode', 'ab-12', false],
    ['coursePriceMinor', 0, true],
    ['coursePriceMinor', -1, false],
    ['coursePriceMinor', 12.5, false],
    ['coursePriceMinor', Number.NaN, false],
    ['studentPriceMinor', 4990, true],
    ['studentPriceMinor', -1, false],
    ['currency', 'MYR', true],
    ['currency', 'EUR', false],
    ['credentialTypes', ['opencred', 'digital_badge'], true],
    ['credentialTypes', ['diploma'], false],
    ['enrolmentType', 'approval', true],
    ['enrolmentType', 'lottery', false],
    ['mode', 'open', true],
    ['mode', 'weekly', false],
    ['seatLimit', 1, true],
    ['seatLimit', 0, false],
    ['seatLimit', 2.5, false],
    ['classAccessTz', 'Asia/Kuala_Lumpur', true],
    ['classAccessTz', 'Mars/Olympus', false],
    ['startDate', '2026-05-01T09:00:00.000Z', true],
    ['startDate', 'next Tuesday', false],
  ] as const)('%s = %j: passed %s', (field, value, passes) => {
    const result = check({ [field]: value });
    expect(result.fields[field].status).toBe(passes ? 'passed' : 'failed');
    expect(result.valid).toBe(passes);
  });

  it('says what to do for each failure', () => {
    const result = check({ name: 'ab', coursePriceMinor: -5, credentialTypes: ['diploma'] });
    expect(result.fields.name).toEqual({ status: 'failed', reason: CLASS_FORM_REASONS.name });
    expect(result.fields.coursePriceMinor).toEqual({ status: 'failed', reason: CLASS_FORM_REASONS.price });
    expect(result.fields.credentialTypes).toEqual({
      status: 'failed',
      reason: CLASS_FORM_REASONS.credentialTypes,
    });
  });

  it('requires an access code when learners join with one', () => {
    expect(check({ enrolmentType: 'access_code' }).fields.accessCode).toEqual({
      status: 'failed',
      reason: CLASS_FORM_REASONS.accessCodeRequired,
    });
    expect(check({ enrolmentType: 'access_code', accessCode: 'JOIN2026' }).valid).toBe(true);
  });

  it('requires a start date for a scheduled class', () => {
    expect(check({ mode: 'scheduled' }).fields.startDate).toEqual({
      status: 'failed',
      reason: CLASS_FORM_REASONS.startRequired,
    });
    expect(check({ mode: 'scheduled', startDate: '2026-05-01T00:00:00Z' }).valid).toBe(true);
  });

  it('wants the end after the start and the close date not after the end', () => {
    const start = '2026-05-01T00:00:00Z';
    expect(check({ startDate: start, endDate: start }).fields.endDate.status).toBe('failed');
    expect(check({ startDate: start, endDate: '2026-05-01T00:00:01Z' }).valid).toBe(true);
    const end = '2026-06-01T00:00:00Z';
    expect(check({ endDate: end, enrolmentCloseDate: end }).valid).toBe(true);
    expect(
      check({ endDate: end, enrolmentCloseDate: '2026-06-01T00:00:01Z' }).fields.enrolmentCloseDate,
    ).toEqual({ status: 'failed', reason: CLASS_FORM_REASONS.closeNotAfterEnd });
  });
});

describe('isUsableClassPath', () => {
  it('refuses reserved names and the /cohorts/ segments', () => {
    expect(isUsableClassPath('evening-class')).toBe(true);
    expect(isUsableClassPath('admin')).toBe(false);
    expect(isUsableClassPath('studentInfo')).toBe(false);
    expect(isUsableClassPath('courses')).toBe(false);
  });
});
