import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CataloguePage, CourseCard } from '../../../common/api/catalogue';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => null);

function card(index: number): CourseCard {
  return {
    path: `course-${index}`,
    name: `Course ${index}`,
    objective: `Objective ${index}`,
    category: 'data',
    courseType: 'SHORT_COURSE',
    sectorTypes: [],
    classifications: [],
    language: 'en',
    imageUrl: null,
    learningHours: 10,
  };
}

/** Serves `total` courses, 12 a page, and `institutions` for the filter; records the search arguments. */
function serveCatalogue(total: number, institutions: Array<{ path: string; name: string }> = []) {
  return stubFetch((call) => {
    if (call.url.includes('/json/institute/lookup/getInstitutions'))
      return jsonResponse({ result: institutions });
    if (!call.url.includes('/json/course/lookup/search')) return jsonResponse({ result: null });
    const params = new URL(call.url, 'http://localhost').searchParams;
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 12);
    const courses = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      card(offset + i + 1),
    );
    const page: CataloguePage = { courses, total, hasMore: offset + courses.length < total };
    return jsonResponse({ result: page });
  });
}

describe('the catalogue', () => {
  it('shows the empty-search wording of spec §8 and the search title', async () => {
    serveCatalogue(0);
    renderApp('/courses/?q=zzzz');
    expect(await screen.findByText("We couldn't find any related courses")).toBeTruthy();
    expect(screen.getByText('Please try again with a different keyword')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Search: zzzz - Kelas'));
  });

  it('appends the next page on Load more, with the filters of the address', async () => {
    const calls = serveCatalogue(15);
    renderApp('/courses/?sector[]=HIGHER_EDUCATION&sort=name_asc');
    expect(await screen.findByRole('link', { name: 'Course 12' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Courses - Kelas'));
    expect(screen.getByText('Courses found: 15')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Course 15' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Course 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const searches = calls.filter((call) => call.url.includes('/lookup/search'));
    expect(searches.at(-1)!.url).toContain('sector[]=HIGHER_EDUCATION');
    expect(searches.at(-1)!.url).toContain('sort=name_asc');
    expect(searches.at(-1)!.url).toContain('offset=12');
  });

  it('filters by credential country, kept in the address, Any leaving it out', async () => {
    const calls = serveCatalogue(0);
    const router = renderApp('/courses/?credentialCountry=US');
    const country = (await screen.findByLabelText('Credential country')) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect([...country.options].map((option) => option.text)).toEqual(['Any', 'Australia', 'United States']);
    // No framework is of the US: the catalogue's usual empty state.
    expect(await screen.findByText("We couldn't find any related courses")).toBeTruthy();
    const searches = () => calls.filter((call) => call.url.includes('/lookup/search'));
    expect(searches().at(-1)!.url).toContain('credentialCountry=US');

    fireEvent.change(country, { target: { value: 'AU' } });
    await waitFor(() => expect(searches().at(-1)!.url).toContain('credentialCountry=AU'));
    expect(router.state.location.search).toBe('?credentialCountry=AU');
    fireEvent.change(country, { target: { value: '' } });
    await waitFor(() => expect(searches().at(-1)!.url).not.toContain('credentialCountry'));
    expect(router.state.location.search).toBe('');
  });

  it('filters by institution when some institution has courses, kept in the address', async () => {
    const calls = serveCatalogue(1, [{ path: 'kelas-university', name: 'Kelas University' }]);
    const router = renderApp('/courses/');
    const institution = (await screen.findByLabelText('Institution')) as HTMLSelectElement;
    expect([...institution.options].map((option) => option.text)).toEqual(['Any', 'Kelas University']);
    fireEvent.change(institution, { target: { value: 'kelas-university' } });
    const searches = () => calls.filter((call) => call.url.includes('/lookup/search'));
    await waitFor(() => expect(searches().at(-1)!.url).toContain('institution=kelas-university'));
    expect(router.state.location.search).toBe('?institution=kelas-university');
  });

  it('offers no institution filter while no institution has courses', async () => {
    serveCatalogue(1);
    renderApp('/courses/');
    expect(await screen.findByRole('link', { name: 'Course 1' })).toBeTruthy();
    expect(screen.queryByLabelText('Institution')).toBeNull();
  });

  it('ignores an unknown credential country in the address', async () => {
    const calls = serveCatalogue(1);
    renderApp('/courses/?credentialCountry=MY');
    expect(await screen.findByRole('link', { name: 'Course 1' })).toBeTruthy();
    expect(((await screen.findByLabelText('Credential country')) as HTMLSelectElement).value).toBe('');
    expect(calls.some((call) => call.url.includes('credentialCountry'))).toBe(false);
  });

  it('says so when the courses cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ error: 'internal', reason: 'boom' }, 500));
    renderApp('/courses/');
    // The app's query client retries once, a second later.
    expect(await screen.findByText('The courses could not be loaded.', {}, { timeout: 4000 })).toBeTruthy();
  });
});
