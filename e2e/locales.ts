import { readFileSync } from 'node:fs';

type Catalogue = Record<string, unknown>;

/** A string of a language's catalogue by its dotted key, so specs follow the translations. */
export function translation(language: 'en' | 'id' | 'ms', key: string): string {
  // English comes in two files (web/i18n/i18n.ts): the first load's and the rest.
  const files = language === 'en' ? ['en-first-load', 'en'] : [language];
  const catalogue = Object.assign(
    {},
    ...files.map(
      (file) =>
        JSON.parse(
          readFileSync(new URL(`../web/i18n/locales/${file}.json`, import.meta.url), 'utf8'),
        ) as Catalogue,
    ),
  ) as Catalogue;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`No ${language} string for ${key}`);
  return value;
}
