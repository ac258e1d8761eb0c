import type { z } from 'zod';
import type { PasswordConfirmInput } from '../../../../common/api/account-security';
import type { Contract } from '../../../../common/api/contract';
import type { Db } from '../../../db/client';
import type { SignedInActor } from '../../../rpc/actor';
import type { RequestContext } from '../../../rpc/context';
import { serve } from '../../../rpc/method';
import { signedIn } from '../../../rpc/policy';
import { confirmPassword } from '../confirm-password';

/** A call of the signed-in user that sends their password again. */
type PasswordConfirmedCall<Output extends z.ZodType> = Contract<
  typeof PasswordConfirmInput,
  Output,
  'execute',
  'user',
  string
>;

/**
 * Serve a call of the signed-in user that needs their password again. The password is checked
 * outside the transaction (wrong passwords are counted, and the count must outlive the refusal);
 * `change` then runs in one transaction.
 */
export function passwordConfirmed<Output extends z.ZodType>(
  call: PasswordConfirmedCall<Output>,
  change: (tx: Db, ctx: RequestContext<SignedInActor>, userId: string) => Promise<z.input<Output>>,
) {
  return serve(call, {
    allow: signedIn,
    transaction: false,
    run: async (db, ctx, _loaded, input) => {
      const { userId } = ctx.actor;
      await confirmPassword(db, userId, input.password);
      return db.transaction((tx) => change(tx as unknown as Db, ctx, userId));
    },
  });
}
