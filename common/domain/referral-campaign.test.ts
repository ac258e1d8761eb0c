import { describe, expect, it } from 'vitest';
import { campaignCookieValue, campaignFromLink, readCampaignCookie } from './referral-campaign';

describe('the linked-campaign cookie', () => {
  it('takes a link’s campaign, source and click, giving a click id when the link has none', () => {
    expect(campaignFromLink({ aid: 'ramadan-26', sid: 'ig', cid: 'c1' }, () => 'new')).toEqual({
      aid: 'ramadan-26',
      sid: 'ig',
      cid: 'c1',
      referralSent: false,
    });
    expect(campaignFromLink({ aid: 'ramadan-26' }, () => 'new')).toMatchObject({ sid: null, cid: 'new' });
  });

  it('ignores a link without a valid campaign id', () => {
    expect(campaignFromLink({}, () => 'x')).toBeNull();
    expect(campaignFromLink({ aid: '<script>' }, () => 'x')).toBeNull();
    expect(campaignFromLink({ aid: ['a', 'b'] }, () => 'x')).toBeNull();
  });

  it('reads back what it wrote, and nothing from text that is not a campaign', () => {
    const campaign = { aid: 'a1', sid: null, cid: 'c9', referralSent: true };
    expect(readCampaignCookie(campaignCookieValue(campaign))).toEqual(campaign);
    expect(readCampaignCookie('not json')).toBeNull();
    expect(readCampaignCookie(JSON.stringify({ aid: 'a1' }))).toBeNull();
    expect(readCampaignCookie(undefined)).toBeNull();
  });
});
