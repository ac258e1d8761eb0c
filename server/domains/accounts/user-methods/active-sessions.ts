import { z } from 'zod';
import { EndSessionInput } from '../../../../common/api/account-security';
import { deleteSession } from '../../../http/session-store';
import { AppError, REASONS } from '../../../rpc/app-error';
import { method, type ResourceMethods } from '../../../rpc/method';
import { self } from '../../../rpc/policy';
import { findSessionByHandle, listActiveSessions } from '../active-sessions';
import { loadMe } from './load-me';

/** The signed-in user's sessions: list them, end one ("log out everywhere" is POST /json/auth/). */
export const activeSessionMethods: ResourceMethods = {
  read: {
    getActiveSessions: method({
      input: z.object({}),
      allow: self,
      load: loadMe,
      run: (db, ctx, me) => listActiveSessions(db, ctx.deps.secret, me.userId, ctx.actor.sessionId),
    }),
  },
  delete: {
    endSession: method({
      input: EndSessionInput,
      allow: self,
      load: loadMe,
      run: async (db, ctx, me, input) => {
        const sessionId = await findSessionByHandle(db, ctx.deps.secret, me.userId, input.sessionId);
        if (!sessionId) throw new AppError('not_found', REASONS.notFound);
        // Ending this browser's own session also clears its cookie.
        if (sessionId === ctx.actor.sessionId) await ctx.session.end(db);
        else await deleteSession(db, sessionId);
        return { ended: true, wasCurrent: sessionId === ctx.actor.sessionId };
      },
    }),
  },
};
