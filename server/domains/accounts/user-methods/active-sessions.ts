import { accountSecurityCalls } from '../../../../common/api/account-security';
import { writeBehindOf } from '../../../db/write-behind';
import { deleteSession } from '../../../http/session-store';
import { AppError, REASONS } from '../../../rpc/app-error';
import { serve, servedMethods } from '../../../rpc/method';
import { findSessionByHandle, listActiveSessions } from '../active-sessions';
import { ownAccount } from '../policy';

/** The signed-in user's sessions: list them, end one ("log out everywhere" is POST /json/auth/). */
export const activeSessionMethods = servedMethods(
  serve(accountSecurityCalls.getActiveSessions, {
    ...ownAccount,
    run: async (db, ctx, me) => {
      // Renewals of the user's sessions still in this process's buffer are written first, so the
      // list shows when each was last used as the lookups saw it (server/http/session-store.ts).
      await writeBehindOf(ctx.deps.database).settle(db, me.userId);
      return listActiveSessions(db, ctx.deps.secret, me.userId, ctx.actor.sessionId);
    },
  }),
  serve(accountSecurityCalls.endSession, {
    ...ownAccount,
    run: async (db, ctx, me, input) => {
      const sessionId = await findSessionByHandle(db, ctx.deps.secret, me.userId, input.sessionId);
      if (!sessionId) throw new AppError('not_found', REASONS.notFound);
      // Ending this browser's own session also clears its cookie.
      if (sessionId === ctx.actor.sessionId) await ctx.session.end(db);
      else await deleteSession(db, sessionId);
      return { ended: true as const, wasCurrent: sessionId === ctx.actor.sessionId };
    },
  }),
);
