import { PASSWORD_MIN_LENGTH } from '../../common/constants';
import { i18n } from './i18n';
import en from './locales/en-first-load.json';

type ReasonKey =
  | `validation.${keyof typeof en.validation}`
  | `errors.${keyof typeof en.errors}`
  | `credentialReasons.${keyof typeof en.credentialReasons}`
  | `courseReasons.${keyof typeof en.courseReasons}`;

const VARIABLES = { min: PASSWORD_MIN_LENGTH };

let keysByEnglishText: Map<string, ReasonKey> | null = null;

// The server and the shared zod schemas speak English; en-first-load.json holds the same wording, so the
// English text finds the key and the key finds the translation.
function reasonKeys(): Map<string, ReasonKey> {
  if (keysByEnglishText) return keysByEnglishText;
  keysByEnglishText = new Map();
  for (const section of ['validation', 'errors', 'credentialReasons', 'courseReasons'] as const) {
    for (const [name, text] of Object.entries(en[section])) {
      const english = text.replaceAll('{{min}}', String(VARIABLES.min));
      keysByEnglishText.set(english, `${section}.${name}` as ReasonKey);
    }
  }
  return keysByEnglishText;
}

/** `reason` in the interface language when it is one of our known texts; otherwise as the server wrote it. */
export function localizeReason(reason: string): string {
  const key = reasonKeys().get(reason);
  return key ? i18n.t(key, VARIABLES) : reason;
}
