import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { setCsrfCookie } from './stub-fetch';

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
