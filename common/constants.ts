/** Business constants and limits of spec §9 used across server and web. */

/** Full-name length bounds (spec §5, §9). */
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 70;

/** Shortest password accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

/** A day in milliseconds (a UTC day: no daylight saving). */
export const DAY_MS = 86_400_000;

/** Hash-scroll retry window after navigation, in milliseconds (spec §2, §9). */
export const HASH_SCROLL_RETRY_MS = 5000;

/** Escape key code (spec §9); the web app matches `event.key === 'Escape'`, which is this key. */
export const ESCAPE_KEY_CODE = 27;

/** Window resize debounce in milliseconds. */
export const RESIZE_DEBOUNCE_MS = 200;

/** Responsive breakpoints in pixels (Tailwind's defaults). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Seconds in a day and an hour. */
export const DAY_SECONDS = 86400;
export const HOUR_SECONDS = 3600;

/** Languages of the interface; English is the fallback. */
export const LANGUAGES = ['en', 'id', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** The one localStorage key that remembers the chosen language (spec §1: detected only from it). */
export const LANGUAGE_STORAGE_KEY = 'kelas.language';
/** The cookie repeating the chosen language, so the server can send the page in its `lang`. */
export const LANGUAGE_COOKIE = 'kelas_language';
/** The cookie naming the browser's time zone, so a page drawn on the server shows its times there. */
export const TIME_ZONE_COOKIE = 'kelas_time_zone';

/** Learning-time tracking (spec §4, §9): seconds counted per tick, and seconds accumulated before an event is sent. */
export const LEARNING_TIME_TICK_SECONDS = 10;
export const LEARNING_TIME_SEND_SECONDS = 60;

/** Client request timeout for /json and /api calls, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 30000;

/** Lifetime of a sign-in hand-off token between the platform's domain and an institution's (spec §7 `temporary`), in seconds. */
export const SIGN_IN_HANDOFF_SECONDS = 60;

/** Lifetime of an access token from POST /json/auth/access_token/, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** How long after its expiry an access token may still be renewed (POST /json/auth/renew/), in seconds. */
export const ACCESS_TOKEN_RENEWAL_WINDOW_SECONDS = 7 * DAY_SECONDS;

/** Days between deleting an account and erasing its personal data; signing in meanwhile cancels. */
export const ACCOUNT_ERASE_AFTER_DAYS = 30;

/** How many single-use recovery keys multi-factor sign-in hands out at a time. */
export const MFA_RECOVERY_KEY_COUNT = 10;

/** Server error code that makes the web app reload the page (spec §8). */
export const RELOAD_ERROR_CODE = '4';

/** Is `value` one of the interface languages? */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
