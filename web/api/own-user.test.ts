import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { accountSecurityCalls } from '../../common/api/account-security';
import { authStore } from '../auth/auth-store';
import { signIn } from '../auth/sign-in-actions';
import { i18n } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { jsonResponse, setCsrfCookie, stubFetch } from '../test/stub-fetch';
import { call, request } from './call';
import { ownUserId } from './own-user';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  authStore.reset();
  setCsrfCookie('cookie-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.closeLoginModal();
});

describe('ownUserId (spec §7 read user {id})', () => {
  it('names the signed-in user by their id, and `me` before the app knows them', () => {
    expect(ownUserId()).toBe('me');
    authStore.userLoaded(buildUser({ userId: '0b7e7c1e-5d0e-4f43-9a8e-3f1c2a9d4b6e' }));
    expect(ownUserId()).toBe('0b7e7c1e-5d0e-4f43-9a8e-3f1c2a9d4b6e');
  });

  it('replays a request queued for sign-in with the id of the user who signed in', async () => {
    const user = buildUser({ userId: 'user-7' });
    const calls = stubFetch(({ url }) => {
      if (url === '/json/auth/') return jsonResponse({ result: { userId: user.userId } });
      if (url === '/json/user/read/getLoggedInUserData/me') return jsonResponse({ result: user });
      if (url === '/json/user/update/setFullName/user-7') return jsonResponse({ result: user });
      return jsonResponse({ error: 'not_signed_in', reason: 'Sign in first' }, 401);
    });

    const setFullName = call<typeof accountSecurityCalls.setFullName>('user', 'update', 'setFullName');
    const pending = request(
      setFullName,
      { id: ownUserId, input: { fullName: 'Siti' } },
      { loginRequired: true },
    );
    await vi.waitFor(() => expect(authStore.getState().retriesQueue).toHaveLength(1));
    await signIn(user.emailAddress, 'correct horse');

    await expect(pending).resolves.toEqual(user);
    expect(calls.filter((sent) => sent.url.startsWith('/json/user/update/')).map((sent) => sent.url)).toEqual(
      ['/json/user/update/setFullName/me', '/json/user/update/setFullName/user-7'],
    );
  });
});
