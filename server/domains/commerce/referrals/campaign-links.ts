import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_SECONDS,
  campaignCookieValue,
  campaignFromLink,
  readCampaignCookie,
} from '../../../../common/domain/referral-campaign';
import { usesSecureCookies } from '../../../config';
import type { AppDeps } from '../../../rpc/context';

/**
 * A page opened by a campaign's link (`?aid=…&sid=…&cid=…`) sets the linked-campaign cookie for
 * 30 minutes (spec §3, §9): a new click, unless the cookie already holds this very click (a
 * reload keeps whether it converted). Pages only: the API never reads its query for a campaign.
 */
export function registerCampaignLinks(app: FastifyInstance, deps: AppDeps): void {
  const secure = usesSecureCookies(deps.config);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !request.url.includes('aid=') || request.url.startsWith('/json/')) {
      return done();
    }
    const campaign = campaignFromLink(request.query as Record<string, unknown>, randomUUID);
    const held = readCampaignCookie(request.cookies[CAMPAIGN_COOKIE]);
    if (campaign && held?.cid !== campaign.cid) {
      reply.setCookie(CAMPAIGN_COOKIE, campaignCookieValue(campaign), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: CAMPAIGN_COOKIE_SECONDS,
      });
    }
    done();
  });
}
