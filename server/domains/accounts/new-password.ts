import { AppError } from '../../rpc/app-error';
import { COMMON_PASSWORD_REASON, hashPassword, isCommonPassword } from './password';

/** Hash a new password after the check the schema cannot make: the list of common passwords. */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) {
    throw new AppError('invalid_input', COMMON_PASSWORD_REASON, { [field]: COMMON_PASSWORD_REASON });
  }
  return hashPassword(password);
}
