import 'i18next';
import type en from './locales/en.json';

// Type-checked keys: t('no.such.key') fails `tsc`; en.json is the source of truth.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    defaultVariables: { brand: string };
  }
}
