import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_REASON } from '../../common/api/auth';
import { SignUpInput } from '../../common/api/user';
import { ERROR_STATUS } from '../../common/errors';
import { CLIENT_ERROR_CODES } from '../api/api-error';
import { reasonText } from '../lib/reason-text';
import { i18n, showLanguage } from './i18n';
import englishRest from './locales/en.json';
import englishFirstLoad from './locales/en-first-load.json';
import id from './locales/id.json';
import ms from './locales/ms.json';

type Tree = { [key: string]: string | Tree };

// Every key path of a locale file, with the {{variables}} its text uses.
function flatten(tree: Tree, prefix = ''): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      entries.set(path, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort());
    } else {
      for (const [nested, variables] of flatten(value, path)) entries.set(nested, variables);
    }
  }
  return entries;
}

// English in its two files (i18n.ts): the first load's and the rest, one catalogue.
const en = { ...englishFirstLoad, ...englishRest };
const english = flatten(en);

describe.each([
  ['id', id],
  ['ms', ms],
])('the %s locale', (_language, translation) => {
  const translated = flatten(translation);

  it('has every key of en.json', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it('has no key that en.json lacks', () => {
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses the same {{variables}} as English in every text', () => {
    const differing = [...english].filter(
      ([key, variables]) => translated.get(key)?.join() !== variables.join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe('en.json', () => {
  it('shares no section with en-first-load.json, so each English text has one home', () => {
    expect(Object.keys(englishRest).filter((section) => section in englishFirstLoad)).toEqual([]);
  });

  it('has an errors.<code> entry for every server and client error code', () => {
    const codes = [...Object.keys(ERROR_STATUS), ...CLIENT_ERROR_CODES];
    expect(codes.filter((code) => !english.has(`errors.${code}`))).toEqual([]);
  });

  it('words the catalogue of spec §8 exactly', () => {
    expect(en.errors.timeout).toBe('Request timed out.');
    expect(en.errors.parse_error).toBe('Error parsing response.');
    expect(en.errors.no_response).toBe('No response');
    expect(en.api.serverError).toBe('Error {{code}}: {{reason}}');
  });

  it("has the server's wording for a failed sign-in", () => {
    expect(en.errors.invalid_credentials).toBe(INVALID_CREDENTIALS_REASON);
  });

  it('knows every message of the shared sign-up schema, so each can be translated', async () => {
    const parsed = SignUpInput.safeParse({
      fullName: '1',
      email: 'x',
      password: 'short',
      acceptTerms: false,
    });
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    await showLanguage('id');
    expect(messages.filter((message) => reasonText(message) === message)).toEqual([]);
    await i18n.changeLanguage('en');
  });
});
