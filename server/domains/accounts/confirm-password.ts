import { eq } from 'drizzle-orm';
import { WRONG_PASSWORD_REASON } from '../../../common/api/account-security';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { underFailureLimits } from '../../security/rate-limit';
import { verifyPassword } from './password';
import { PASSWORD_CONFIRM_FAILURES } from './security-limits';

/**
 * Check the signed-in user's password before a sensitive change. Failures are counted per
 * account, so call it outside a transaction: the count must outlive the refused request.
 */
export async function confirmPassword(db: Db, userId: string, password: string): Promise<void> {
  await underFailureLimits(db, [[PASSWORD_CONFIRM_FAILURES, userId]], async () => {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!(await verifyPassword(user?.passwordHash, password))) {
      throw new AppError('invalid_input', WRONG_PASSWORD_REASON, { password: WRONG_PASSWORD_REASON });
    }
  });
}
