import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../common/constants';
import en from '../i18n/locales/en.json';
import englishFirstLoad from '../i18n/locales/en-first-load.json';
import id from '../i18n/locales/id.json';
import ms from '../i18n/locales/ms.json';

const RESOURCES = {
  en: { translation: { ...englishFirstLoad, ...en } },
  id: { translation: id },
  ms: { translation: ms },
};

// One ready instance per language and brand (a process has one brand, so three at most).
const instances = new Map<string, I18n>();

/**
 * An i18next instance for server rendering in `language` (English for anything else): the app's
 * translations and options (web/i18n/i18n.ts) without the browser's storage or document.
 */
export function serverI18n(language: string, brand: string): I18n {
  const lng: Language = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  const key = `${lng}\n${brand}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      resources: RESOURCES,
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES,
      initAsync: false,
      // React escapes text itself.
      interpolation: { escapeValue: false, defaultVariables: { brand } },
    });
    instances.set(key, instance);
  }
  return instance;
}
