import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { isStaffActor, self, staff, whenSignedIn } from '../../rpc/policy';
import { loadMe } from './user-methods/load-me';

// Who may do what with an account, each rule whole. What a person does to their own account
// without naming it (MFA, follows, accepting terms, a new post) is open to every signed-in user
// (`signedIn`); what anyone may do (sign up, sign in, public profiles and blogs) is `anyone`.

/** The signed-in user's own account, addressed by their id (or `me`) in the path: its loader and rule. */
export const ownAccount = { load: loadMe, allow: self };

/** A user named in the input of a lookup about them. */
export interface NamedUser {
  userId: string;
}

/**
 * The user a lookup names (`userId` or `user_id`). Not looked up: the rule needs only the id, and
 * a stranger asking about an id that names nobody is refused (403) as for any other id.
 */
export async function loadNamedUser(
  _db: Db,
  _ctx: RequestContext,
  _id: string,
  input: { userId: string } | { user_id: string },
): Promise<NamedUser> {
  return { userId: 'userId' in input ? input.userId : input.user_id };
}

/** What is kept about a user (features, terms acceptance): that user sees it, and staff see anyone's. */
export const userOrStaff = whenSignedIn(
  (actor, named: NamedUser) => actor.userId === named.userId || isStaffActor(actor),
);

/** Edit or delete a blog post: its author, and nobody else. */
export const author = whenSignedIn((actor, post: { authorId: string }) => actor.userId === post.authorId);

/** Schedule a new version of the terms of service: platform staff. */
export const scheduleTerms = staff;

/** Read the mail the platform kept for want of SMTP (it holds sign-in links): platform staff. */
export const readMailOutbox = staff;

/** What proves an e-mail address: a mailed link's token, or a mailed code and whose account it is. */
export type EmailProof = { token: string } | { code: string; userId: string };

/**
 * The proof `verifyEmail` was sent. The link's token works for anyone who opens it (signed out
 * too); a code proves the signed-in user's own address, so a visitor's code proves nothing (401).
 */
export async function loadEmailProof(
  _db: Db,
  ctx: RequestContext,
  _id: string,
  input: { token?: string; code?: string },
): Promise<EmailProof | undefined> {
  if (input.token !== undefined) return { token: input.token };
  const { userId } = ctx.actor;
  return input.code !== undefined && userId !== null ? { code: input.code, userId } : undefined;
}
