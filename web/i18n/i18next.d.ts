import 'i18next';
import type en from './locales/en.json';
import type englishFirstLoad from './locales/en-first-load.json';

// Type-checked keys: t('no.such.key') fails `tsc`; English is the source of truth, in two files
// (en-first-load.json ships with the app, en.json's parts load with the code naming them: i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof englishFirstLoad & typeof en };
    defaultVariables: { brand: string };
  }
}
