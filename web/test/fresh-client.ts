import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { LoggedInUserData } from '../../common/api/user';
import { queryClient } from '../api/query-client';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { setCsrfCookie, stubBeacon } from './stub-fetch';

/** Give every test of the file a signed-out English client with a CSRF cookie, and clean up after it. */
export function resetClientAroundEachTest(): void {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    authStore.reset();
    setCsrfCookie('token');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryClient.clear();
    act(() => authStore.closeLoginModal());
  });
}

/**
 * For tests that render the whole app: every test starts in English with a CSRF cookie, a stubbed
 * beacon, an empty query cache and, when `user` is given, that user signed in (null: signed out).
 */
export function resetAppAroundEachTest(user?: () => LoggedInUserData | null): void {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setCsrfCookie('token');
    stubBeacon();
    queryClient.clear();
    if (user) act(() => authStore.userLoaded(user()));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
