import type { SignUserDataResult } from '../../../common/api/credentials';
import { SignUpInput } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { coerceArgs, type RawArgs } from '../../rpc/decode';
import { COMMON_PASSWORD_REASON, isCommonPassword } from './password';
import { EMAIL_TAKEN_REASON, findUserByEmail } from './users';

/**
 * `lookup auth signUserData`: would this sign-up payload be accepted? The same rules and wording
 * as `create user` (the shared schema, the common-password list, a taken address), one reason per
 * field, and nothing is created.
 */
export async function checkSignUp(db: Db, raw: RawArgs): Promise<SignUserDataResult> {
  const args = coerceArgs(SignUpInput, raw);
  const parsed = SignUpInput.safeParse(args);
  const fields: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    fields[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  const password = SignUpInput.shape.password.safeParse(args.password);
  if (password.success && isCommonPassword(password.data)) fields.password ??= COMMON_PASSWORD_REASON;
  const email = SignUpInput.shape.email.safeParse(args.email);
  if (email.success && !fields.email && (await findUserByEmail(db, email.data)))
    fields.email = EMAIL_TAKEN_REASON;
  return { valid: Object.keys(fields).length === 0, fields };
}
