import slugify from '@sindresorhus/slugify';

/** What `slugOf` may return at most, and what it returns when nothing usable is left. */
export interface SlugLimits {
  maxLength: number;
  fallback: string;
}

// '&' stays a separator rather than the English ' and '; an apostrophe joins its word ("O'Neil",
// "Nur'aini") rather than splitting it; ä, ö and ü lose their dots as in most languages that have
// them (Turkish 'Gül' is 'gul'), not the German 'ue' the library defaults to.
const REPLACEMENTS: [string, string][] = [
  ['&', ' '],
  ["'", ''],
  ['\u2019', ''],
  ...[...'äöüÄÖÜ'].map((letter): [string, string] => [letter, letter.normalize('NFD')[0]!]),
];

/**
 * The slug of a name (courses, classes, pages, profiles): transliterated to ASCII ('Ağca' →
 * 'agca', 'Nguyễn Đức' → 'nguyen-duc', 'Müller Straße' → 'muller-strasse'), lowercase letters and digits joined
 * by single hyphens, never a hyphen at either end, at most `maxLength` characters; `fallback` when
 * nothing is left (punctuation, emoji, scripts without a transliteration).
 */
export function slugOf(name: string, { maxLength, fallback }: SlugLimits): string {
  const slug = slugify(name, { decamelize: false, customReplacements: REPLACEMENTS })
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}
