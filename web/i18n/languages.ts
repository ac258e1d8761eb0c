import type { Language } from '../../common/constants';

/** Each language's name in that language, so people can find their own (spec §9). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
};
