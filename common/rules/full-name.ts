import { FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH } from '../constants';

/** The exact message of spec §5 for a name that breaks the rule. */
export const INVALID_FULL_NAME_MESSAGE = 'Enter a valid full name';

// Letters of any script (with their combining marks), spaces, colon, ampersand, parentheses,
// apostrophe (straight or typographic) and hyphen. Digits and underscore are not letters.
const FULL_NAME_PATTERN = /^[\p{L}\p{M} :&()'’-]+$/u;

/** Does `name` satisfy the full-name rule of spec §5 (2–70 allowed characters)? */
export function isValidFullName(name: string): boolean {
  const length = [...name].length;
  if (length < FULL_NAME_MIN_LENGTH || length > FULL_NAME_MAX_LENGTH) return false;
  if (name.trim().length === 0) return false;
  return FULL_NAME_PATTERN.test(name);
}
