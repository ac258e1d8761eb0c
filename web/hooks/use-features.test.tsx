import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { jsonResponse, stubFetch } from '../test/stub-fetch';
import { useFeatures } from './use-features';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  act(() => authStore.userLoaded(buildUser({ userId: 'u-7' })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFeatures() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFeatures(), { wrapper });
}

describe('useFeatures', () => {
  it("gives the signed-in user's flags and variants", async () => {
    stubFetch(({ url }) =>
      jsonResponse({ result: url.includes('/variants') ? { beta: 'long', dark: null } : ['beta', 'dark'] }),
    );
    const { result } = renderFeatures();
    await vi.waitFor(() => expect(result.current.isEnabled('beta')).toBe(true));
    expect(result.current.variant('beta')).toBe('long');
    expect(result.current.isEnabled('gamma')).toBe(false);
    expect(result.current.variant('gamma')).toBeNull();
  });

  it("fails with 'Error retrieving enabled features', with every flag off", async () => {
    stubFetch(() => jsonResponse({ error: 'internal', reason: 'Boom' }, 500));
    const { result } = renderFeatures();
    await vi.waitFor(() => expect(result.current.error).toBe('Error retrieving enabled features'));
    expect(result.current.isEnabled('beta')).toBe(false);
  });
});
