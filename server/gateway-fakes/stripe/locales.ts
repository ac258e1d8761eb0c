// Choosing a page's language among those Kelas offers (English, Malay `ms`, Indonesian `id`): the
// `locale` asked for (`ms`, `id-ID`), or for `auto` (or none) the browser's Accept-Language;
// English for anything else, as Stripe's pages fall back.

export type Language = 'en' | 'ms' | 'id';

export function chooseStrings<T>(byLanguage: Record<Language, T>, locale: string, acceptLanguage = ''): T {
  const wanted =
    locale === 'auto' || locale === ''
      ? acceptLanguage.split(',').map((part) => part.split(';')[0]!.trim())
      : [locale];
  for (const tag of wanted) {
    const language = tag.split('-')[0]!.toLowerCase();
    if (Object.hasOwn(byLanguage, language)) return byLanguage[language as Language];
  }
  return byLanguage.en;
}
