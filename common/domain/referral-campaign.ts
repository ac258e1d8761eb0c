/**
 * Spec §3 linked-campaign cookie and §4 Referral campaign: a visitor who arrives by a campaign's
 * link (`?aid=…&sid=…&cid=…`: the campaign, its source, the click) carries the campaign for 30
 * minutes (§9); a purchase in that time converts the click, once (`referralSent`).
 */

/** The cookie that carries the campaign. */
export const CAMPAIGN_COOKIE = 'kelas_campaign';

/** Spec §9: how long the cookie lasts. */
export const CAMPAIGN_COOKIE_SECONDS = 30 * 60;

/** The linked-campaign cookie's fields (spec §3). */
export interface LinkedCampaign {
  /** The campaign (its affiliate's id). */
  aid: string;
  /** Where in the campaign the link was (a sub-id); null when the link names none. */
  sid: string | null;
  /** The click. */
  cid: string;
  /** Has a purchase already converted this click? */
  referralSent: boolean;
}

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** A campaign id as a link or cookie gives it, or null when it is not one. */
const idOf = (value: unknown): string | null => (typeof value === 'string' && ID.test(value) ? value : null);

/**
 * The campaign of a link's query (`aid`, `sid`, `cid`): null without a valid `aid`. A link without
 * its own click id gets `newClickId`.
 */
export function campaignFromLink(
  query: Record<string, unknown>,
  newClickId: () => string,
): LinkedCampaign | null {
  const aid = idOf(query.aid);
  if (!aid) return null;
  return { aid, sid: idOf(query.sid), cid: idOf(query.cid) ?? newClickId(), referralSent: false };
}

/** The cookie's text for `campaign`. */
export const campaignCookieValue = (campaign: LinkedCampaign) =>
  JSON.stringify({
    aid: campaign.aid,
    sid: campaign.sid,
    cid: campaign.cid,
    referralSent: campaign.referralSent,
  });

/** The campaign a cookie carries, or null when it carries none (or text that is not one). */
export function readCampaignCookie(value: string | undefined): LinkedCampaign | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const aid = idOf(parsed.aid);
    const cid = idOf(parsed.cid);
    if (!aid || !cid) return null;
    return { aid, sid: idOf(parsed.sid), cid, referralSent: parsed.referralSent === true };
  } catch {
    return null;
  }
}
