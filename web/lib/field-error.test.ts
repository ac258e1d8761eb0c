import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { i18n, showLanguage } from '../i18n/i18n';
import { fieldErrorOf, formErrorOf, serverFieldErrors, serverReasonText } from './field-error';

afterEach(() => i18n.changeLanguage('en'));

const refused = new ApiError('Error invalid_input', {
  code: 'invalid_input',
  status: 400,
  reason: 'Use 2 to 120 characters for the course name.',
  reasonCode: { code: 'course.name', params: { min: 2, max: 120 } },
  fields: {
    name: 'Use 2 to 120 characters for the course name.',
    'outcomes.1': 'Write each outcome in 1 to 300 characters.',
    colour: 'A reason no code names.',
  },
  fieldCodes: {
    name: { code: 'course.name', params: { min: 2, max: 120 } },
    'outcomes.1': { code: 'course.outcome', params: { max: 300 } },
  },
});

describe("the server's reasons in the interface language", () => {
  it('translates a coded field, and words one without a code as its error code, never in English', async () => {
    expect(fieldErrorOf(refused, 'colour')).toBe('A reason no code names.');
    await showLanguage('id');
    expect(fieldErrorOf(refused, 'name')).toBe('Gunakan 2 sampai 120 karakter untuk nama kursus.');
    expect(fieldErrorOf(refused, 'colour')).toBe(i18n.t('errors.invalid_input'));
    expect(fieldErrorOf(refused, 'objective')).toBeUndefined();
    expect(fieldErrorOf(new Error('plain'), 'name')).toBeUndefined();
  });

  it('keys every field reason by its top-level field', async () => {
    await showLanguage('ms');
    expect(serverFieldErrors(refused)).toEqual({
      name: 'Gunakan 2 hingga 120 aksara untuk nama kursus.',
      outcomes: 'Tulis setiap hasil dalam 1 hingga 300 aksara.',
      colour: i18n.t('errors.invalid_input'),
    });
  });

  it('translates the reason by its code, or by the error catalogue when it is the English of its code', async () => {
    await showLanguage('id');
    expect(serverReasonText(refused)).toBe('Gunakan 2 sampai 120 karakter untuk nama kursus.');
    const signIn = new ApiError('x', {
      code: 'invalid_credentials',
      status: 401,
      reason: 'The email address or password is incorrect.',
    });
    expect(serverReasonText(signIn)).toBe(i18n.t('errors.invalid_credentials'));
    expect(serverReasonText(signIn)).not.toBe(signIn.reason);
    const other = new ApiError('x', { code: 'conflict', status: 409, reason: 'Already done.' });
    expect(formErrorOf(other, 'name')).toBe(i18n.t('errors.conflict'));
    await showLanguage('en');
    expect(formErrorOf(other, 'name')).toBe('Already done.');
    expect(formErrorOf(refused, 'name')).toBeUndefined();
  });
});
