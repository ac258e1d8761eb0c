import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HANDOFF_PATH, HANDOFF_TO_SITE_PATH } from '../../../common/handoff-path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessionActorOf, sessionControl } from '../../http/sessions';
import type { SiteDirectory } from '../../http/sites';
import type { AppDeps } from '../../rpc/context';
import { issueSignInHandoff, redeemSignInHandoff } from '../accounts';
import { siteDirectory } from './custom-domain-sites';

/**
 * `POST /auth/sso-custom-domain/` (spec §7: "a hidden form POST goes to an sso-custom-domain path
 * with auth_token and redirect"): the page on the other origin posts the hand-off token it was
 * given, this origin opens a session of its own for its person, and the browser goes on to
 * `redirect`. A top-level form, not a cross-origin call, so the cookie is this origin's own in
 * every browser. `GET` with the same fields in its query is the link by which the platform sends
 * a signed-in person on to an institution's domain (`HANDOFF_TO_SITE_PATH`). A token that does not
 * hold (used, expired, for another host, or over the rate limit) opens nothing, and the browser
 * goes on all the same.
 */
export function registerSignInHandoffRoute(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const sites = siteDirectory(db);
  const redeem = async (request: FastifyRequest, reply: FastifyReply, fields: URLSearchParams) => {
    const host = request.hostname.toLowerCase();
    const next = await allowedNext(fields.get('redirect'), host, sites, deps.config);
    const token = fields.get('auth_token');
    const redeemed = token
      ? await redeemSignInHandoff(db, token, host, request.ip).catch((error: unknown) => {
          request.log.info({ err: error }, 'a sign-in hand-off was refused');
          return null;
        })
      : null;
    if (redeemed) await openSession(db, deps, request, reply, redeemed);
    return reply.redirect(next, 303);
  };
  app.post(HANDOFF_PATH, (request, reply) =>
    redeem(request, reply, new URLSearchParams(typeof request.body === 'string' ? request.body : '')),
  );
  app.get(HANDOFF_PATH, (request, reply) => redeem(request, reply, queryOf(request.url)));

  // On the platform's domain: on to an address of a live site, with a hand-off when signed in here.
  app.get(HANDOFF_TO_SITE_PATH, async (request, reply) => {
    const target = await liveSiteAddress(queryOf(request.url).get('redirect'), sites);
    if (!target) return reply.redirect('/', 302);
    const actor = await sessionActorOf(deps, request);
    if (actor.userId === null) return reply.redirect(target.href, 302);
    const { token } = await issueSignInHandoff(db, actor, target.hostname);
    const link = new URL(HANDOFF_PATH, target.origin);
    link.search = new URLSearchParams({
      auth_token: token,
      redirect: `${target.pathname}${target.search}`,
    }).toString();
    return reply.header('cache-control', 'no-store').redirect(link.href, 302);
  });
}

/** The query of a request URL as fields. */
const queryOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** `address` as a web address (https: or http:), or null when it is none. */
function webAddressOf(address: string | null): URL | null {
  const target = address && URL.canParse(address) ? new URL(address) : null;
  return target && (target.protocol === 'https:' || target.protocol === 'http:') ? target : null;
}

/** `address` when it is a web address on an institution's live domain, else null. */
async function liveSiteAddress(address: string | null, sites: SiteDirectory): Promise<URL | null> {
  const target = webAddressOf(address);
  return target && (await sites.byHost(target.hostname)) ? target : null;
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
  const target = webAddressOf(redirect);
  if (!target) return '/';
  const known =
    target.hostname === host ||
    target.hostname === new URL(config.PUBLIC_URL).hostname ||
    (await sites.byHost(target.hostname)) !== null;
  return known ? target.href : '/';
}
