import { eq } from 'drizzle-orm';
import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_SECONDS,
  campaignCookieValue,
  type LinkedCampaign,
  readCampaignCookie,
} from '../../../../common/domain/referral-campaign';
import type { Db } from '../../../db/client';
import { referralConversions } from '../../../db/schema';
import type { RequestCookies } from '../../../rpc/context';
import type { LoadedTransaction } from '../transaction-record';

/** The campaign a checkout carries: the click in the buyer's cookie, unless a purchase converted it. */
export function campaignOfCheckout(cookies: RequestCookies): Omit<LinkedCampaign, 'referralSent'> | null {
  const campaign = readCampaignCookie(cookies.get(CAMPAIGN_COOKIE));
  if (!campaign || campaign.referralSent) return null;
  return { aid: campaign.aid, sid: campaign.sid, cid: campaign.cid };
}

/**
 * A paid transaction converts the click it carries, once (spec §4: one conversion per click):
 * the click's id is the conversion's key, so a second purchase after the same click adds none.
 */
export async function convertClick(
  db: Db,
  transaction: Pick<LoadedTransaction, 'id' | 'currency' | 'totalMinor' | 'campaign'>,
): Promise<void> {
  const campaign = transaction.campaign;
  if (!campaign) return;
  await db
    .insert(referralConversions)
    .values({
      clickId: campaign.cid,
      campaignId: campaign.aid,
      sourceId: campaign.sid,
      transactionId: transaction.id,
      currency: transaction.currency,
      totalMinor: transaction.totalMinor,
    })
    .onConflictDoNothing();
}

/**
 * The buyer is back from paying: a click a purchase converted is marked sent in their cookie
 * (spec §3 referralSent), so the next purchase in the 30 minutes carries no campaign.
 */
export async function markClickSent(db: Db, cookies: RequestCookies): Promise<void> {
  const held = readCampaignCookie(cookies.get(CAMPAIGN_COOKIE));
  if (!held || held.referralSent) return;
  const [converted] = await db
    .select({ clickId: referralConversions.clickId })
    .from(referralConversions)
    .where(eq(referralConversions.clickId, held.cid));
  if (!converted) return;
  cookies.set(CAMPAIGN_COOKIE, campaignCookieValue({ ...held, referralSent: true }), CAMPAIGN_COOKIE_SECONDS);
}
