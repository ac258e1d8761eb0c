import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FansPage, PublicProfile } from '../../../common/api/profile';
import { authStore } from '../../auth/auth-store';
import { showLanguage } from '../../i18n/i18n';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: 'user-2',
    profileName: 'aisyah-rahman',
    fullName: 'Aisyah Rahman',
    profileSummary: 'I teach data science.',
    headerColour: '#0f766e',
    avatarUrl: null,
    fanCount: 1,
    isFollowedByMe: false,
    isOwner: false,
    ...overrides,
  };
}

const FANS: FansPage = {
  fans: [
    {
      profileName: 'budi-santoso',
      fullName: 'Budi Santoso',
      avatarUrl: null,
      isFollowedByMe: false,
      isMe: false,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 24,
};

let calls: FetchCall[];
function serve(shown: PublicProfile | null, upload?: { status: number; body: unknown }) {
  calls = stubFetch((call) => {
    if (call.url.includes('/lookup/resources')) return jsonResponse({ result: [shown] });
    if (call.url.includes('/lookup/fans')) return jsonResponse({ result: FANS });
    if (call.url.includes('/lookup/getProfileBadges')) return jsonResponse({ result: [] });
    if (call.url.includes('/api/profile/avatar/') && upload) return jsonResponse(upload.body, upload.status);
    return jsonResponse({ result: null });
  });
}

resetAppAroundEachTest(() => null);

describe('the profile page', () => {
  it('shows the About tab with a title built from the name and the profile name', async () => {
    serve(profile());
    renderApp('/u/aisyah-rahman/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Aisyah Rahman');
    expect(await screen.findByText('I teach data science.')).toBeTruthy();
    expect(screen.getByText(/@aisyah-rahman/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Aisyah Rahman' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Aisyah Rahman (@aisyah-rahman) - Kelas'));
  });

  it('moves between the Badges and Fans tabs', async () => {
    serve(profile());
    renderApp('/u/aisyah-rahman/');
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    fireEvent.click(tabs.querySelector('a[href="/u/aisyah-rahman/badges/"]')!);
    expect(await screen.findByText('No badges yet')).toBeTruthy();
    fireEvent.click(tabs.querySelector('a[href="/u/aisyah-rahman/fans/"]')!);
    expect(await screen.findByText('Budi Santoso')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Budi Santoso' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/json/user/lookup/fans?profileName=aisyah-rahman'))).toBe(
      true,
    );
  });

  it('draws the not-found screen for an unknown profile', async () => {
    serve(null);
    renderApp('/u/nobody-here/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });
});

describe("the owner's profile", () => {
  beforeEach(() => {
    act(() => authStore.userLoaded(buildUser({ profileName: 'aisyah-rahman', fullName: 'Aisyah Rahman' })));
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    serve(profile({ isOwner: true }));
    renderApp('/u/aisyah-rahman/');
    const summary = await screen.findByLabelText('Summary');
    fireEvent.change(summary, { target: { value: 'Changed, not saved' } });
    const fansLink = () =>
      screen
        .getByRole('navigation', { name: 'Profile sections' })
        .querySelector('a[href="/u/aisyah-rahman/fans/"]')!;

    fireEvent.click(fansLink());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Summary') as HTMLTextAreaElement).value).toBe('Changed, not saved');

    fireEvent.click(fansLink());
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Budi Santoso')).toBeTruthy();
  });

  it('saves the summary and header colour', async () => {
    serve(profile({ isOwner: true }));
    renderApp('/u/aisyah-rahman/');
    fireEvent.change(await screen.findByLabelText('Summary'), { target: { value: 'New summary' } });
    fireEvent.change(screen.getByLabelText('Header colour'), { target: { value: '#be123c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const saveUrl = `/setProfileDetails/${buildUser().userId}`;
    await waitFor(() => expect(calls.some((call) => call.url.endsWith(saveUrl))).toBe(true));
    const save = calls.find((call) => call.url.endsWith(saveUrl))!;
    expect(save.body).toEqual({ profileSummary: 'New summary', headerColour: '#be123c' });
  });

  it('explains upload errors, found in the browser or by the server', async () => {
    serve(profile({ isOwner: true }), {
      status: 400,
      body: { error: 'too_many_files', reason: 'Too many files (max 1).' },
    });
    renderApp('/u/aisyah-rahman/');
    const input = await screen.findByLabelText('Choose a photo');

    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File too big (max 5.00 MB).'));
    expect(calls.some((call) => call.url.includes('/api/profile/avatar/'))).toBe(false);

    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many files (max 1).'));
    const upload = calls.find((call) => call.url.includes('/api/profile/avatar/'))!;
    expect(upload.method).toBe('POST');
    expect(upload.headers['x-csrftoken']).toBe('token');
    expect(upload.init.body).toBeInstanceOf(FormData);
  });

  it('shows the Indonesian wording of an upload error', async () => {
    await showLanguage('id');
    serve(profile({ isOwner: true }));
    renderApp('/u/aisyah-rahman/');
    const input = await screen.findByLabelText('Pilih foto');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Berkas terlalu besar (maks. 5,00 MB).');
  });
});
