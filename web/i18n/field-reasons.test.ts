import { afterEach, describe, expect, it } from 'vitest';
import { INSTITUTION_FIELD_REASONS } from '../../common/institution-reasons';
import { PAYMENT_FIELD_REASONS } from '../../common/payment-reasons';
import { FIELD_REASONS, fillReason } from '../../common/reasons';
import { fieldReasonText } from '../lib/field-reasons';
import { i18n, showLanguage } from './i18n';
import en from './locales/en.json';
import id from './locales/id.json';
import ms from './locales/ms.json';

type Tree = { [key: string]: string | Tree };

/** Every registry's texts: FIELD_REASONS and those kept apart for the screens that show them. */
const ALL_REASONS: Record<string, string> = {
  ...FIELD_REASONS,
  ...INSTITUTION_FIELD_REASONS,
  ...PAYMENT_FIELD_REASONS,
};

// The leaf keys of a locale's fieldReasons section, as codes ('course.name').
function translatedCodes(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : translatedCodes(value, `${prefix}${key}.`),
  );
}

// Distinct sample values for the parameters a text names.
function sampleParams(text: string): Record<string, number> {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name, at) => [name, 7 + at * 4]));
}

afterEach(() => i18n.changeLanguage('en'));

describe.each([
  ['en.json', en],
  ['id.json', id],
  ['ms.json', ms],
])('the field reasons of %s', (_file, locale) => {
  it('translate every registered code, and no other', () => {
    const translated = translatedCodes(locale.fieldReasons as Tree);
    expect(Object.keys(ALL_REASONS).filter((code) => !translated.includes(code))).toEqual([]);
    expect(translated.filter((code) => !(code in ALL_REASONS))).toEqual([]);
  });
});

describe('fieldReasonText', () => {
  it('words every code in English as the registry does, with its parameters filled', () => {
    const differing = Object.keys(ALL_REASONS).filter((code) => {
      const params = sampleParams(ALL_REASONS[code]!);
      return fieldReasonText({ code, params }) !== fillReason(ALL_REASONS[code]!, params);
    });
    expect(differing).toEqual([]);
  });

  it('fills the parameters in the interface language', async () => {
    await showLanguage('id');
    expect(fieldReasonText({ code: 'course.name', params: { min: 2, max: 120 } })).toBe(
      'Gunakan 2 sampai 120 karakter untuk nama kursus.',
    );
    await showLanguage('ms');
    expect(fieldReasonText({ code: 'class.endAfterStart' })).toBe(
      'Tarikh tamat mestilah selepas tarikh mula.',
    );
  });

  it('gives the English it is handed for a code it does not know', () => {
    expect(fieldReasonText({ code: 'course.noSuchReason' }, 'Some new reason.')).toBe('Some new reason.');
  });
});
