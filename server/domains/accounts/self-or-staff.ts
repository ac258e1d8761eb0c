import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import { staff } from '../../rpc/policy';

/**
 * Refuse a lookup about `userId` unless the actor is that user or staff. Lookups name the user in
 * their input, which policies cannot see, so the method checks it after validation.
 */
export async function assertSelfOrStaff(actor: Actor, userId: string): Promise<void> {
  if (actor.userId === userId || (await staff(actor, undefined))) return;
  throw new AppError('forbidden', REASONS.forbidden);
}
