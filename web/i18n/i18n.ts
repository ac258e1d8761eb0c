import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '../../common/constants';
import { BRAND_NAME } from '../brand';
import englishFirstLoad from './locales/en-first-load.json';

// English is the fallback. The English of the shell (top bar, menus, footer, errors) ships with
// the app (en-first-load.json); each part of the rest (en.json) loads with the code that uses it
// (addEnglish, english-sections.ts), and the other languages load whole when chosen: the budget of
// docs/performance.md.
const LOADERS: Readonly<Partial<Record<Language, () => Promise<{ default: unknown }>>>> = {
  id: () => import('./locales/id.json'),
  ms: () => import('./locales/ms.json'),
};

/** The remembered language choice, the only thing the language is detected from (spec §1); else English. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  } catch {
    // Storage can be blocked (private browsing, strict settings); English is the documented default.
    return FALLBACK_LANGUAGE;
  }
}

/** The app's i18next instance. */
export const i18n: I18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  resources: { en: { translation: englishFirstLoad } },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND_NAME } },
});

// There is no document when the app draws a page on the server (web/ssr/render-screen.tsx).
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  // The server sends the next page in this language too (its <html lang>, server/http/reader-language.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, readable by the server.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
});

// The language of a page drawn on the server (web/ssr/render-screen.tsx), whose components
// translate with the server's instance of its language, not this one.
let drawingLanguage: Language | null = null;

/** Draw in `language` (null: this instance's), while the server draws a page. */
export function setDrawingLanguage(language: Language | null): void {
  drawingLanguage = language;
}

/** The interface language now in use. */
export function currentLanguage(): Language {
  if (drawingLanguage) return drawingLanguage;
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/**
 * Adds parts of en.json: each is a module that the build gives to the code naming its keys
 * (english-sections.ts), so a screen or dialog brings its English along with its code. A section
 * may come in parts, from several chunks: each adds its entries to those already there.
 */
export function addEnglish(parts: Readonly<Record<string, unknown>>): void {
  const present = i18n.getResourceBundle(FALLBACK_LANGUAGE, 'translation') as Record<string, unknown>;
  const merged = Object.fromEntries(
    Object.entries(parts).map(([section, entries]) => [
      section,
      typeof entries === 'object' ? { ...(present[section] as object | undefined), ...entries } : entries,
    ]),
  );
  // A shallow merge of new objects, which leaves the imported en-first-load.json as it is (its
  // sections are not in en.json: locales.test.ts).
  i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', merged, false, false);
}

/** Loads the translations of `language` (once) and switches the interface to it. */
export async function showLanguage(language: Language): Promise<void> {
  const load = LOADERS[language];
  if (load && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: bundle } = await load();
    i18n.addResourceBundle(language, 'translation', bundle);
  }
  await i18n.changeLanguage(language);
}

/** Switches the interface to `language` and remembers the choice in this browser. */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await showLanguage(language);
}
