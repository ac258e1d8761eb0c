import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { MyCertificate } from '../../../common/api/certification';
import type { PublicProfile } from '../../../common/api/profile';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

const PROFILE: PublicProfile = {
  userId: 'user-2',
  profileName: 'siti-rahayu',
  fullName: 'Siti Rahayu',
  profileSummary: '',
  headerColour: '#0f766e',
  avatarUrl: null,
  fanCount: 0,
  isFollowedByMe: false,
  isOwner: false,
};

const CERTIFICATE: MyCertificate = {
  code: '7F3KQ-90X11',
  type: 'opencred',
  title: 'Certificate of Completion',
  courseName: 'Food Safety',
  coursePath: 'food-safety',
  issuerName: 'Kelas Academy',
  learningHours: 10,
  issuedAt: '2026-11-27T03:00:00.000Z',
  refreshedAt: null,
  status: 'valid',
  onProfile: true,
};

function serve(profile: PublicProfile) {
  let shown = true;
  return stubFetch((call) => {
    if (call.url.includes('/lookup/resources')) return jsonResponse({ result: [profile] });
    if (call.url.includes('/lookup/getProfileBadges')) {
      const { status: _status, onProfile: _onProfile, ...badge } = CERTIFICATE;
      return jsonResponse({ result: [badge] });
    }
    if (call.url.includes('/certificate/lookup/getMine')) {
      return jsonResponse({ result: [{ ...CERTIFICATE, onProfile: shown }] });
    }
    if (call.url.includes('/certificate/update/setOnProfile/7F3KQ-90X11')) {
      shown = (JSON.parse(String(call.init.body)) as { onProfile: boolean }).onProfile;
      return jsonResponse({ result: { ...CERTIFICATE, onProfile: shown } });
    }
    return jsonResponse({ result: null });
  });
}

describe('the profile’s Badges tab', () => {
  describe('for a visitor', () => {
    resetAppAroundEachTest(() => null);

    it('lists the certificates the person shows, each leading to its verification page', async () => {
      serve(PROFILE);
      renderApp('/u/siti-rahayu/badges/');
      const badge = await screen.findByRole('link', { name: 'Food Safety' });
      expect(badge.getAttribute('href')).toBe('/certificate-verification/7f3kq-90x11/');
      expect(screen.getByText('10 learning hours')).toBeTruthy();
      expect(screen.queryByRole('checkbox')).toBeNull();
      const audit = await axe.run(screen.getByRole('main'), {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(audit.violations).toEqual([]);
    });
  });

  describe('for its owner', () => {
    resetAppAroundEachTest(() => buildUser({ userId: 'user-2', fullName: 'Siti Rahayu' }));

    it('lists all their certificates, hides one from the profile, and offers LinkedIn and the downloads', async () => {
      const calls = serve({ ...PROFILE, isOwner: true });
      renderApp('/u/siti-rahayu/badges/');
      const shown = await screen.findByRole('checkbox', { name: 'Show on my public profile' });
      expect((shown as HTMLInputElement).checked).toBe(true);
      const card = shown.closest('li')!;
      const linkedIn = within(card).getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')!;
      expect(linkedIn).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME');
      expect(new URL(linkedIn).searchParams.get('certId')).toBe('7F3KQ-90X11');
      expect(new URL(linkedIn).searchParams.get('certUrl')).toMatch(
        /\/certificate-verification\/7f3kq-90x11\/$/,
      );
      expect(within(card).getByRole('link', { name: 'Download PDF' })).toBeTruthy();
      fireEvent.click(shown);
      await waitFor(() => expect((shown as HTMLInputElement).checked).toBe(false));
      expect(calls.some((call) => call.url.includes('setOnProfile/7F3KQ-90X11'))).toBe(true);
      const audit = await axe.run(screen.getByRole('main'), {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(audit.violations).toEqual([]);
    });
  });
});
