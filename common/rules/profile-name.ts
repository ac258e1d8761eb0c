import { isUsableName } from '../routes';
import { slugOf } from '../slug';

/** Profile-name length bounds. */
export const PROFILE_NAME_MIN_LENGTH = 3;
export const PROFILE_NAME_MAX_LENGTH = 40;

/** The exact message of spec §5 for a profile name that is blank after trimming. */
export const BLANK_PROFILE_NAME_MESSAGE = "Name can't be blank. Please enter your name.";

/** The reason for a profile name that breaks the slug rule. */
export const INVALID_PROFILE_NAME_MESSAGE =
  'Use 3 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen.';

/** The reason for a profile name kept for the site's own pages. */
export const RESERVED_PROFILE_NAME_MESSAGE = 'This name is reserved. Please choose another.';

/** The reason for a profile name someone else has. */
export const PROFILE_NAME_TAKEN_MESSAGE = 'This profile name is taken. Please choose another.';

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Why `name` cannot be a profile name, or null when it can (spec §2 reserved segments included). */
export function profileNameProblem(name: string): string | null {
  if (name.trim() === '') return BLANK_PROFILE_NAME_MESSAGE;
  if (name.length < PROFILE_NAME_MIN_LENGTH || name.length > PROFILE_NAME_MAX_LENGTH || !SLUG.test(name)) {
    return INVALID_PROFILE_NAME_MESSAGE;
  }
  return isUsableName(name) ? null : RESERVED_PROFILE_NAME_MESSAGE;
}

/**
 * The slug a full name suggests ('Zoë Ağca' → 'zoe-agca'), 'user' when nothing usable is left
 * (too short or reserved). The caller adds a numeric suffix when it is taken.
 */
export function profileNameFrom(fullName: string): string {
  // Leave room for a '-NNNN' suffix within the maximum length.
  const slug = slugOf(fullName, { maxLength: PROFILE_NAME_MAX_LENGTH - 6, fallback: 'user' });
  return profileNameProblem(slug) === null ? slug : 'user';
}
