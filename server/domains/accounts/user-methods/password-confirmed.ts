import { PasswordConfirmInput } from '../../../../common/api/account-security';
import type { Db } from '../../../db/client';
import type { RequestContext } from '../../../rpc/context';
import { method } from '../../../rpc/method';
import { signedIn } from '../../../rpc/policy';
import { confirmPassword } from '../confirm-password';

/**
 * A method of the signed-in user that needs their password again. The password is checked
 * outside the transaction (wrong passwords are counted, and the count must outlive the refusal);
 * `change` then runs in one transaction.
 */
export function passwordConfirmedMethod<Result>(
  change: (tx: Db, ctx: RequestContext, userId: string) => Promise<Result>,
) {
  return method({
    input: PasswordConfirmInput,
    allow: signedIn,
    transaction: false,
    run: async (db, ctx, _loaded, input) => {
      const userId = ctx.actor.userId!;
      await confirmPassword(db, userId, input.password);
      return db.transaction((tx) => change(tx as unknown as Db, ctx, userId));
    },
  });
}
