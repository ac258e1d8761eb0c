import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../auth/auth-store';
import { HEADING_WAIT_MS } from '../lib/page-focus';
import { buildUser } from '../test/fixtures';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { jsonResponse, stubFetch } from '../test/stub-fetch';

resetAppAroundEachTest(() => null);

const heading = () => screen.getByRole('heading', { level: 1 });
const announced = () => screen.getByTestId('page-announcer').textContent;

describe('focus and announcement after a navigation', () => {
  it('moves the focus to the new page’s heading and announces it', async () => {
    stubFetch(() => jsonResponse({ result: null }));
    const router = renderApp('/about/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // The first load leaves the focus alone.
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/contact/'));
    const contact = await screen.findByRole(
      'heading',
      { level: 1, name: /contact|help/i },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(contact));
    expect(contact.getAttribute('tabindex')).toBe('-1');
    expect(announced()).toBe(contact.textContent);
  });

  it('leaves the focus where it is when only the query string changes', async () => {
    stubFetch(() => jsonResponse({ result: null }));
    const router = renderApp('/about/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const link = screen.getAllByRole('link')[0]!;
    link.focus();
    await act(() => router.navigate('/about/?tab=team'));
    expect(document.activeElement).toBe(link);
  });
});

describe('focus after signing in', () => {
  it('gives the page’s heading the focus once the login dialog has closed', async () => {
    stubFetch(() => jsonResponse({ result: null }));
    act(() => authStore.userLoaded(null));
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' })[0]!);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    act(() => authStore.signedIn(buildUser()));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(announced()).toBe(heading().textContent);
  });
});

describe('focus after an action in a menu', () => {
  it('goes back to the language button after choosing a language', async () => {
    stubFetch(() => jsonResponse({ result: null }));
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const button = screen.getAllByTestId('language-menu')[0]!;
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Bahasa Melayu' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ms'));
    expect(document.activeElement).toBe(button);
  });
});

describe('a focus the new screen placed itself', () => {
  it('stays in a dialog the screen opened', { timeout: 10_000 }, async () => {
    stubFetch((call) =>
      call.url.includes('/json/course/read/getPage/')
        ? jsonResponse(
            { error: 'course_access_denied', reason: 'Enrol in a class of this course to read its pages.' },
            403,
          )
        : jsonResponse({ result: null }),
    );
    act(() => authStore.userLoaded(buildUser()));
    const router = renderApp('/about/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await act(() => router.navigate('/courses/data-101/intro/?mode=view'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Long enough for the announcer's wait for a heading to have ended.
    await new Promise((resolve) => setTimeout(resolve, HEADING_WAIT_MS + 100));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
