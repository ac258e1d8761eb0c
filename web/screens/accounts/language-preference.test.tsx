import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { authStore } from '../../auth/auth-store';
import { i18n } from '../../i18n/i18n';
import { buildUser } from '../../test/fixtures';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { LanguagePreference } from './language-preference';

resetClientAroundEachTest();

function renderPreference() {
  render(
    <QueryClientProvider client={queryClient}>
      <LanguagePreference />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Preferred language' }) as HTMLSelectElement;
}

describe('the preferred language of account settings', () => {
  it('shows the language the server holds, not the language of this browser', () => {
    act(() => authStore.userLoaded(buildUser({ preferredLanguage: 'id' })));
    expect(i18n.language).toBe('en');
    expect(renderPreference().value).toBe('id');
  });

  it('keeps the focus on the selector while the choice saves', async () => {
    const user = buildUser();
    act(() => authStore.userLoaded(user));
    stubFetch(({ body }) =>
      jsonResponse({ result: { ...user, preferredLanguage: (body as { language: string }).language } }),
    );
    const select = renderPreference();
    select.focus();
    fireEvent.change(select, { target: { value: 'ms' } });
    // A disabled control drops the focus in a browser (happy-dom keeps it): it stays enabled.
    expect(select.disabled).toBe(false);
    expect(document.activeElement).toBe(select);
    await waitFor(() => expect(authStore.getState().currentUser?.preferredLanguage).toBe('ms'));
    expect(select.value).toBe('ms');
    expect(document.activeElement).toBe(select);
  });
});
