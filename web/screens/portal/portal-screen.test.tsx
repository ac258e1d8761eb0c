import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CataloguePage, CourseCard } from '../../../common/api/catalogue';
import type { InstitutionPortfolio } from '../../../common/api/institution-portfolio';
import type { Portal } from '../../../common/api/portal';
import type { PortalQualification } from '../../../common/api/portal-qualifications';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { NOT_FOUND, PORTAL } from '../institutions/fixtures';
import { paragraphsOf } from './portal-sections';

resetAppAroundEachTest(() => null);

const READ = '/json/portal/read/getPortal/nusantara';
const SEARCH = '/json/course/lookup/search';

const COURSE: CourseCard = {
  path: 'algebra',
  name: 'Algebra for Beginners',
  objective: 'Solve linear equations.',
  category: 'data',
  courseType: 'OTHER',
  sectorTypes: [],
  classifications: [],
  language: 'en',
  imageUrl: null,
  learningHours: 10,
};

/** The portal (or `read`'s answer) and the catalogue's courses of the institution. */
function serve({
  read = () => jsonResponse({ result: PORTAL }),
  courses = [COURSE],
  portfolios = [],
  qualifications = [],
}: {
  read?: () => Response;
  courses?: CourseCard[];
  portfolios?: InstitutionPortfolio['portfolios'];
  qualifications?: PortalQualification[];
} = {}) {
  return stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === READ) return read();
    if (url.pathname === '/json/institute/lookup/getInstitutionPortfolio') {
      const answer: InstitutionPortfolio = {
        portfolioAllowed: true,
        portfolios,
        total: portfolios.length + 3,
      };
      return jsonResponse({ result: answer });
    }
    if (url.pathname === '/json/institute/lookup/getPortalQualifications')
      return jsonResponse({ result: { qualifications } });
    if (url.pathname === SEARCH) {
      const page: CataloguePage = { courses, total: courses.length, hasMore: false };
      return jsonResponse({ result: page });
    }
    return NOT_FOUND();
  });
}

/** The titles of the portal's sections (the site's own footer left out). */
const sectionTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const withPortal = (change: Partial<Portal>) => () => jsonResponse({ result: { ...PORTAL, ...change } });

describe('an institution’s portal', () => {
  it('shows its learners’ published portfolios after the sections, when there are some', async () => {
    serve({
      portfolios: [
        { fullName: 'Ana Putri', profileName: 'ana-putri', avatarUrl: null, headline: 'Nurse in training' },
      ],
    });
    renderApp('/nusantara/');
    const band = await screen.findByRole('region', { name: 'Our learners’ portfolios' });
    expect(
      within(band)
        .getByRole('link', { name: /Ana Putri/ })
        .getAttribute('href'),
    ).toBe('/u/ana-putri/portfolio/');
    expect(within(band).getByText('Nurse in training')).toBeTruthy();
    expect(within(band).getByText('And 3 more.')).toBeTruthy();
    expect(sectionTitles().at(-1)).toBe('Our learners’ portfolios');
  });

  it('shows the qualifications it offers, each leading to its landing page, before the portfolios', async () => {
    serve({
      qualifications: [
        { code: 'data-skills', name: 'Data Skills', description: 'Three courses on data.', courseCount: 3 },
        { code: 'first-aid', name: 'First Aid', description: '', courseCount: 1 },
      ],
      portfolios: [{ fullName: 'Ana Putri', profileName: 'ana-putri', avatarUrl: null, headline: '' }],
    });
    renderApp('/nusantara/');
    const band = await screen.findByRole('region', { name: 'Qualifications' });
    expect(within(band).getByRole('link', { name: 'Data Skills' }).getAttribute('href')).toBe(
      '/qualifications/data-skills/',
    );
    expect(within(band).getByText('3 courses')).toBeTruthy();
    expect(within(band).getByText('1 course')).toBeTruthy();
    expect(within(band).getByText('Three courses on data.')).toBeTruthy();
    await screen.findByRole('region', { name: 'Our learners’ portfolios' });
    expect(sectionTitles().slice(-2)).toEqual(['Qualifications', 'Our learners’ portfolios']);
  });

  it('draws its navigation bar, hero, sections in order and footer', async () => {
    const calls = serve();
    renderApp('/nusantara/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn with Nusantara' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Universitas Nusantara - Kelas'));
    expect(screen.getByText('Courses for every learner in the archipelago.')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Universitas Nusantara portal' });
    expect(within(nav).getByRole('link', { name: 'Universitas Nusantara' }).getAttribute('href')).toBe(
      '/nusantara/',
    );
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about/');
    expect(within(nav).getByRole('link', { name: 'Campus map' }).getAttribute('href')).toBe(
      'https://maps.nusantara.example/',
    );
    expect(within(nav).queryByRole('link', { name: 'Edit portal' })).toBeNull();

    // The sections in the team's order, each untitled one under its default title.
    await screen.findByRole('link', { name: 'Algebra for Beginners' });
    expect(sectionTitles()).toEqual([
      'Courses',
      'Our story',
      'Frequently asked questions',
      'What sets us apart',
    ]);
    expect(screen.getByText('Founded in 1990.').tagName).toBe('P');
    expect(screen.getByText('Now online.').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 3, name: 'Expert teachers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe(
      '/courses/?institution=nusantara',
    );
    const search = calls.find((call) => call.url.includes(SEARCH));
    expect(new URL(search?.url ?? '', 'http://localhost').searchParams.get('institution')).toBe('nusantara');

    // Each question folds its answer away until opened.
    const question = screen.getByText('How do I enrol?');
    expect(question.tagName).toBe('SUMMARY');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(within(details).getByText('Open a course and choose a class.')).toBeTruthy();

    const footer = screen.getByRole('region', { name: 'Universitas Nusantara portal footer' });
    expect(within(footer).getByText('Jalan Merdeka 1, Jakarta')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      'https://nusantara.example/contact',
    );

    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('shows the name when the headline is empty, skips empty lists and says when there are no courses', async () => {
    serve({
      read: withPortal({ strings: { headline: '', introduction: '' }, sellingPoints: [], faqs: [] }),
      courses: [],
    });
    renderApp('/nusantara/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitas Nusantara' })).toBeTruthy();
    expect(await screen.findByText('No courses yet')).toBeTruthy();
    expect(sectionTitles()).toEqual(['Courses', 'Our story']);
  });

  it('shows its logo beside its name', async () => {
    serve({ read: withPortal({ logoUrl: '/media/institution-logos/a.webp' }) });
    renderApp('/nusantara/');
    const nav = await screen.findByRole('navigation', { name: 'Universitas Nusantara portal' });
    const home = within(nav).getByRole('link', { name: 'Universitas Nusantara' });
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/media/institution-logos/a.webp');
  });

  it('links its team to the portal’s settings', async () => {
    serve({ read: withPortal({ canEdit: true }) });
    renderApp('/nusantara/');
    const edit = await screen.findByRole('link', { name: 'Edit portal' });
    expect(edit.getAttribute('href')).toBe('/institution/admin-settings/portal/?institution=nusantara');
  });

  it('picks a readable text colour on the primary colour', async () => {
    serve({ read: withPortal({ themeData: { primary: '#fde68a', accent: '#b45309' } }) });
    renderApp('/nusantara/');
    await screen.findByRole('heading', { level: 1 });
    const themed = document.querySelector<HTMLElement>('[style*="--portal-primary"]');
    expect(themed?.style.getPropertyValue('--portal-primary')).toBe('#fde68a');
    expect(themed?.style.getPropertyValue('--portal-on-primary')).toBe('#0f172a');
  });

  it('is not found when the server answers 404 or 403', async () => {
    serve({ read: () => NOT_FOUND() });
    renderApp('/nusantara/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('asks a visitor to log in to a private portal', async () => {
    serve({ read: () => jsonResponse({ error: 'not_signed_in', reason: 'Log in to continue.' }, 401) });
    renderApp('/nusantara/');
    expect(await screen.findByRole('heading', { level: 1, name: 'This portal is for members' })).toBeTruthy();
    expect(
      screen.getByText('Only the institution’s members can see its portal. Log in to see it.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('tells a signed-in outsider a private portal is for members', async () => {
    serve({ read: () => jsonResponse({ error: 'forbidden', reason: 'Forbidden.' }, 403) });
    renderApp('/nusantara/');
    expect(
      await screen.findByText(
        'Only the institution’s members can see its portal. Ask its administrators to invite you.',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('paragraphsOf', () => {
  it('parts a text on blank lines', () => {
    expect(paragraphsOf('One\nstill one\n\n  \nTwo\n\n')).toEqual(['One\nstill one', 'Two']);
  });
});
