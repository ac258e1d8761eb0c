import type { FastifyInstance } from 'fastify';
import { HANDOFF_PATH } from '../../../common/handoff-path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessionControl } from '../../http/sessions';
import type { SiteDirectory } from '../../http/sites';
import type { AppDeps } from '../../rpc/context';
import { redeemSignInHandoff } from '../accounts';
import { siteDirectory } from './custom-domain-sites';

/**
 * `POST /auth/sso-custom-domain/` (spec §7: "a hidden form POST goes to an sso-custom-domain path
 * with auth_token and redirect"): the page on the other origin posts the hand-off token it was
 * given, this origin opens a session of its own for its person, and the browser goes on to
 * `redirect`. A top-level form, not a cross-origin call, so the cookie is this origin's own in
 * every browser. A token that does not hold (used, expired, for another host, or over the rate
 * limit) opens nothing, and the browser goes on all the same.
 */
export function registerSignInHandoffRoute(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const sites = siteDirectory(db);
  app.post(HANDOFF_PATH, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const host = request.hostname.toLowerCase();
    const next = await allowedNext(form.get('redirect'), host, sites, deps.config);
    const token = form.get('auth_token');
    const redeemed = token
      ? await redeemSignInHandoff(db, token, host, request.ip).catch((error: unknown) => {
          request.log.info({ err: error }, 'a sign-in hand-off was refused');
          return null;
        })
      : null;
    if (redeemed) await openSession(db, deps, request, reply, redeemed);
    return reply.redirect(next, 303);
  });
}

async function openSession(
  db: Db,
  deps: AppDeps,
  request: Parameters<typeof sessionControl>[0],
  reply: Parameters<typeof sessionControl>[1],
  { userId, family }: { userId: string; family: string | undefined },
): Promise<void> {
  const session = sessionControl(request, reply, deps, (actor) => {
    request.actor = actor;
  });
  await db.transaction((tx) =>
    session.start(tx as unknown as Db, userId, { source: 'web', tokenType: 'temporary', family }),
  );
}

/**
 * Where the browser may go after a hand-off: an address on this host, or on the platform's domain or
 * an institution's live one; anything else (another site) is this host's home, so the path is never
 * an open redirect.
 */
async function allowedNext(
  redirect: string | null,
  host: string,
  sites: SiteDirectory,
  config: Pick<Config, 'PUBLIC_URL'>,
): Promise<string> {
  if (!redirect) return '/';
  if (redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) return redirect;
  let target: URL;
  try {
    target = new URL(redirect);
  } catch {
    return '/';
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return '/';
  const known =
    target.hostname === host ||
    target.hostname === new URL(config.PUBLIC_URL).hostname ||
    (await sites.byHost(target.hostname)) !== null;
  return known ? target.href : '/';
}
