import { NewPassword } from '../../common/api/credentials';
import { EmailAddress, SignUpInput } from '../../common/api/user';
import type { FieldErrors } from '../../common/errors';
import type { NewPasswordValues } from '../components/new-password-fields';
import { codeText, reasonText, zodFieldErrors } from '../lib/reason-text';

/** What the sign-up form holds. */
export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  isNewsSubscribed: boolean;
}

/** The outcome of checking a form before it is sent. */
export type Checked<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

/** Checks the sign-up form with the server's own schema, so both show the same messages. */
export function checkSignUp(values: SignUpValues, preferredLanguage: string): Checked<SignUpInput> {
  const parsed = SignUpInput.safeParse({ ...values, signUpFrom: 'web', preferredLanguage });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fields: zodFieldErrors(parsed.error) };
}

/** Checks an e-mail address; returns the message to show, or undefined when it is valid. */
export function checkEmail(email: string): string | undefined {
  const parsed = EmailAddress.safeParse(email);
  return parsed.success ? undefined : reasonText(parsed.error.issues[0]?.message ?? '');
}

/** Checks the login form: a valid e-mail address and some password. */
export function checkLogin(email: string, password: string): FieldErrors {
  const fields: FieldErrors = {};
  const emailError = checkEmail(email);
  if (emailError) fields.email = emailError;
  if (password === '') fields.password = codeText('account.passwordRequired');
  return fields;
}

/** The server's per-field reasons, in the interface language where the registry knows the wording. */
export function localizeFields(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, reasonText(reason)]));
}

/** Check a new password with the sign-up rules and its confirmation; empty when both are fine. */
export function checkNewPassword(values: NewPasswordValues, mismatch: string): FieldErrors {
  const parsed = NewPassword.safeParse(values.password);
  const errors: FieldErrors = {};
  if (!parsed.success) errors.password = reasonText(parsed.error.issues[0]?.message ?? '');
  else if (values.confirm !== values.password) errors.confirm = mismatch;
  return errors;
}
