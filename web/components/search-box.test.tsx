import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../common/api/catalogue';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { jsonResponse, stubFetch } from '../test/stub-fetch';

resetAppAroundEachTest(() => null);

const PAGE: CataloguePage = {
  courses: ['Data Basics', 'Data Science'].map((name) => ({
    path: name.toLowerCase().replace(' ', '-'),
    name,
    objective: '',
    category: 'data',
    courseType: 'SHORT_COURSE',
    sectorTypes: [],
    classifications: [],
    language: 'en',
    imageUrl: null,
    learningHours: null,
  })),
  total: 2,
  hasMore: false,
};

function searchBox(): HTMLInputElement {
  return screen.getAllByRole('combobox', { name: 'Search courses' })[0] as HTMLInputElement;
}

/** The app shell is loaded lazily: wait for the top bar's search box. */
async function typeInSearchBox(text: string): Promise<void> {
  await screen.findAllByRole('combobox', { name: 'Search courses' });
  fireEvent.change(searchBox(), { target: { value: text } });
}

describe('the top-bar search', () => {
  it('shows the top matches as you type, navigable with the keyboard, and Escape closes them', async () => {
    const calls = stubFetch((call) =>
      jsonResponse({ result: call.url.includes('/lookup/search') ? PAGE : null }),
    );
    const router = renderApp('/about/');
    await typeInSearchBox('data');
    expect(await screen.findByRole('option', { name: 'Data Basics' })).toBeTruthy();
    const search = calls.find((call) => call.url.includes('/lookup/search'))!;
    expect(search.url).toContain('q=data');
    expect(search.url).toContain('limit=5');
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(searchBox(), { target: { value: 'data ' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Data Science' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/data-science/'));
  });

  it('says the search failed when the lookup fails', async () => {
    stubFetch((call) =>
      call.url.includes('/lookup/search')
        ? jsonResponse({ error: 'internal', reason: 'boom' }, 500)
        : jsonResponse({ result: null }),
    );
    renderApp('/about/');
    await typeInSearchBox('data');
    expect(await screen.findByText('Search failed, please try again')).toBeTruthy();
  });
});
