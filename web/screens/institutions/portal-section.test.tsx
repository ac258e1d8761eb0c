import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { PortalSettings } from '../../../common/api/portal';
import { showLanguage } from '../../i18n/i18n';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { fieldRefusal, NOT_FOUND, PORTAL_SETTINGS, SETTINGS } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/admin-settings/portal/?institution=nusantara';
const REQUIRED = 'Fill this in, or remove the entry.';
const SAVE_ERROR = 'Error while saving, please try again.';
const TAG_REFUSAL =
  'Enter a Google Tag Manager container ID such as GTM-AB12CD3, or leave it empty for none.';

const QUALIFICATION_CHOICES = [
  { code: 'data-skills', name: 'Data Skills', offered: true },
  { code: 'first-aid', name: 'First Aid', offered: false },
];

type Handler = (call: FetchCall, current: PortalSettings) => Response | PortalSettings;

/**
 * The institution's settings and its portal settings kept by the stub: each update answers the
 * settings with what it sent (or what `handlers` answer for its method); `read` answers the read.
 */
function serve({
  settings = PORTAL_SETTINGS,
  read,
  handlers = {},
}: {
  settings?: PortalSettings;
  read?: () => Response;
  handlers?: Record<string, Handler>;
} = {}) {
  let current = settings;
  return stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/json/institute/read/getSettings/nusantara') return jsonResponse({ result: SETTINGS });
    if (pathname === '/api/institution/nusantara/logo/') {
      current = { ...current, logoUrl: '/media/institution-logos/new.webp' };
      return jsonResponse({ result: { logoUrl: current.logoUrl } });
    }
    if (pathname === '/json/portal/update/removeLogo/nusantara') {
      current = { ...current, logoUrl: null };
      return jsonResponse({ result: current });
    }
    if (pathname === '/json/portal/read/getQualificationChoices/nusantara')
      return jsonResponse({ result: { choices: QUALIFICATION_CHOICES } });
    if (pathname === '/json/portal/read/getPortalSettings/nusantara')
      return read ? read() : jsonResponse({ result: current });
    const [, , method] = /^\/json\/(portal|institute)\/update\/(\w+)\/nusantara$/.exec(pathname) ?? [];
    if (!method) return NOT_FOUND();
    const handler = handlers[method];
    const answer = handler ? handler(call, current) : { ...current, ...(call.body as object) };
    if (answer instanceof Response) return answer;
    current = answer;
    return jsonResponse({ result: current });
  });
}

const callsTo = (calls: FetchCall[], method: string) =>
  calls.filter((call) => call.url.includes(`/${method}/`));

const card = (name: string) => screen.getByRole('region', { name });

describe('the portal section', () => {
  it('shows each card with the saved content, a link to the portal, and no featuring for the team', async () => {
    serve();
    renderApp(SCREEN);
    const words = await screen.findByRole('region', { name: 'Words' });
    expect(screen.getByRole('tab', { name: 'Portal' }).getAttribute('aria-selected')).toBe('true');
    const headline = within(words).getByLabelText('Headline') as HTMLInputElement;
    expect(headline.value).toBe('Learn with Nusantara');
    expect(headline.placeholder).toBe('Universitas Nusantara');
    expect(screen.getByRole('link', { name: 'View portal' }).getAttribute('href')).toBe('/nusantara/');
    const access = card('Access and visibility');
    expect(within(access).getByRole('radio', { name: 'Anyone can see the portal' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(access).getByRole('checkbox', { name: 'Learners may publish portfolios' })).toBeTruthy();
    expect(within(access).queryByRole('checkbox', { name: /Feature the institution/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Portal - Universitas Nusantara - Kelas'));
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('saves a card with its own button and says it was saved', async () => {
    const calls = serve();
    renderApp(SCREEN);
    const words = await screen.findByRole('region', { name: 'Words' });
    fireEvent.change(within(words).getByLabelText('Headline'), { target: { value: 'Belajar bersama kami' } });
    fireEvent.click(within(words).getByRole('button', { name: 'Save' }));
    expect(await within(words).findByText('Saved')).toBeTruthy();
    expect(callsTo(calls, 'updateStrings').map((call) => call.body)).toEqual([
      {
        strings: {
          headline: 'Belajar bersama kami',
          introduction: 'Courses for every learner in the archipelago.',
        },
      },
    ]);
  });

  it('shows a refusal by the field it names, in the spec’s words, keeping what was typed', async () => {
    serve({
      handlers: {
        updateSellingPoints: () =>
          fieldRefusal('sellingPoints.2.title', REQUIRED, 'institution.portalRequired'),
      },
    });
    renderApp(SCREEN);
    const points = await screen.findByRole('region', { name: 'Selling points' });
    fireEvent.click(within(points).getByRole('button', { name: 'Add a selling point' }));
    const third = within(points).getByRole('group', { name: 'Selling point 3' });
    fireEvent.change(within(third).getByLabelText('Text'), { target: { value: 'No title yet' } });
    fireEvent.click(within(points).getByRole('button', { name: 'Save' }));
    const alert = await within(points).findByRole('alert');
    expect(within(alert).getByText(SAVE_ERROR)).toBeTruthy();
    const title = within(third).getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REQUIRED);
    expect((within(third).getByLabelText('Text') as HTMLTextAreaElement).value).toBe('No title yet');
    // The first entries have no reason.
    const first = within(points).getByRole('group', { name: 'Selling point 1' });
    expect(within(first).getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
  });

  it('saves the Tag Manager container, in capitals as saved, and says why one is refused in Indonesian', async () => {
    const calls = serve({
      handlers: {
        updateGoogleTagManagerCode: (call, current) => {
          const { googleTagManagerCode } = call.body as { googleTagManagerCode: string };
          return googleTagManagerCode.startsWith('UA-')
            ? fieldRefusal('googleTagManagerCode', TAG_REFUSAL, 'institution.tagManagerCode')
            : { ...current, googleTagManagerCode: googleTagManagerCode.trim().toUpperCase() };
        },
      },
    });
    renderApp(SCREEN);
    const tags = await screen.findByRole('region', { name: 'Google Tag Manager' });
    const code = within(tags).getByLabelText('Container ID') as HTMLInputElement;
    expect(code.value).toBe('');
    fireEvent.change(code, { target: { value: ' gtm-ab12cd3 ' } });
    fireEvent.click(within(tags).getByRole('button', { name: 'Save' }));
    expect(await within(tags).findByText('Saved')).toBeTruthy();
    expect(code.value).toBe('GTM-AB12CD3');
    expect(callsTo(calls, 'updateGoogleTagManagerCode').map((call) => call.body)).toEqual([
      { googleTagManagerCode: ' gtm-ab12cd3 ' },
    ]);

    await act(() => showLanguage('id'));
    fireEvent.change(code, { target: { value: 'UA-1234-1' } });
    fireEvent.click(within(tags).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Masukkan ID kontainer Google Tag Manager seperti GTM-AB12CD3, atau kosongkan jika tidak ada.',
    );
    expect(code.value).toBe('UA-1234-1');
  });

  it('keeps another card’s unsaved typing when one card saves', async () => {
    const calls = serve();
    renderApp(SCREEN);
    const faqs = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const question = within(within(faqs).getByRole('group', { name: 'Question 1' })).getByLabelText(
      'Question',
    ) as HTMLInputElement;
    fireEvent.change(question, { target: { value: 'How do I enrol in a class?' } });
    const words = card('Words');
    fireEvent.change(within(words).getByLabelText('Introduction'), { target: { value: 'Welcome.' } });
    fireEvent.click(within(words).getByRole('button', { name: 'Save' }));
    expect(await within(words).findByText('Saved')).toBeTruthy();
    expect(question.value).toBe('How do I enrol in a class?');
    expect(callsTo(calls, 'updateFaqs')).toHaveLength(0);
  });

  it('asks before leaving with a card’s unsaved changes, not once they are saved', async () => {
    serve();
    renderApp(SCREEN);
    const words = await screen.findByRole('region', { name: 'Words' });
    fireEvent.change(within(words).getByLabelText('Headline'), { target: { value: 'Belajar' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Team' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(words).getByRole('button', { name: 'Save' }));
    expect(await within(words).findByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Team' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads a logo and removes it', async () => {
    const calls = serve();
    renderApp(SCREEN);
    const logo = await screen.findByRole('region', { name: 'Logo' });
    expect(within(logo).getByText('No logo yet: the institution’s name stands alone.')).toBeTruthy();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(within(logo).getByLabelText('Logo Choose a logo'), { target: { files: [file] } });
    expect(await within(logo).findByText('The logo was saved.')).toBeTruthy();
    const image = await within(logo).findByRole('img', { name: 'The institution’s current logo' });
    expect(image.getAttribute('src')).toBe('/media/institution-logos/new.webp');
    expect(calls.find((call) => call.url.includes('/logo/'))?.body).toBeInstanceOf(FormData);
    fireEvent.click(within(logo).getByRole('button', { name: 'Remove the logo' }));
    expect(await within(logo).findByText('The logo was removed.')).toBeTruthy();
    expect(within(logo).queryByRole('img')).toBeNull();
  });

  it('orders, removes and adds entries, stopping at the limit', async () => {
    const calls = serve();
    renderApp(SCREEN);
    const nav = await screen.findByRole('region', { name: 'Navigation bar links' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Link 2: move up' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Link 2: remove' }));
    expect(within(nav).getByText('Entries: 1 of 6')).toBeTruthy();
    const add = within(nav).getByRole('button', { name: 'Add a link' }) as HTMLButtonElement;
    for (let i = 0; i < 5; i++) fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(within(nav).getByText(/The limit is reached/)).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Link 6: remove' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Link 5: remove' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Link 4: remove' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Link 3: remove' }));
    const second = within(nav).getByRole('group', { name: 'Link 2' });
    fireEvent.change(within(second).getByLabelText('Label'), { target: { value: 'News' } });
    fireEvent.change(within(second).getByLabelText('Address'), { target: { value: '/news/' } });
    fireEvent.click(within(nav).getByRole('button', { name: 'Save' }));
    expect(await within(nav).findByText('Saved')).toBeTruthy();
    expect(callsTo(calls, 'updateNavBarLinks')[0]?.body).toEqual({
      navBarLinks: [
        { label: 'Campus map', url: 'https://maps.nusantara.example/' },
        { label: 'News', url: '/news/' },
      ],
    });
  });

  it('shows the text of a page section only for a text section', async () => {
    const calls = serve();
    renderApp(SCREEN);
    const sections = await screen.findByRole('region', { name: 'Page sections' });
    const first = within(sections).getByRole('group', { name: 'Section 1' });
    expect(within(first).queryByLabelText('Text')).toBeNull();
    expect(
      within(within(sections).getByRole('group', { name: 'Section 2' })).getByLabelText('Text'),
    ).toBeTruthy();
    fireEvent.click(within(sections).getByRole('button', { name: 'Section 4: move up' }));
    fireEvent.click(within(sections).getByRole('button', { name: 'Save' }));
    expect(await within(sections).findByText('Saved')).toBeTruthy();
    const sent = callsTo(calls, 'updatePageSections')[0]?.body as PortalSettings | undefined;
    expect(sent?.pageSections.map((section) => section.kind)).toEqual([
      'courses',
      'text',
      'sellingPoints',
      'faqs',
    ]);
  });

  it('saves access at once, and lets platform staff feature the institution', async () => {
    const calls = serve({ settings: { ...PORTAL_SETTINGS, canFeature: true } });
    renderApp(SCREEN);
    const access = await screen.findByRole('region', { name: 'Access and visibility' });
    fireEvent.click(within(access).getByRole('radio', { name: 'Only the institution’s members and team' }));
    expect(await within(access).findByText('Your change was saved')).toBeTruthy();
    fireEvent.click(
      within(access).getByRole('checkbox', { name: 'Feature the institution on the home page' }),
    );
    await waitFor(() => expect(callsTo(calls, 'setHomeFeatured')).toHaveLength(1));
    expect(callsTo(calls, 'setPortalViewAccess')[0]?.body).toEqual({ viewAccess: 'private' });
    expect(callsTo(calls, 'setHomeFeatured')[0]?.body).toEqual({ homeFeatured: true });
    expect(
      within(access).getByRole('checkbox', { name: 'Feature the institution on the platform' }),
    ).toBeTruthy();
  });

  it('lets platform staff alone choose the qualifications the portal offers', async () => {
    const calls = serve({
      settings: { ...PORTAL_SETTINGS, canFeature: true },
      handlers: {
        setPortalQualifications: (call) => {
          const { codes } = call.body as { codes: string[] };
          const choices = QUALIFICATION_CHOICES.map((choice) => ({
            ...choice,
            offered: codes.includes(choice.code),
          }));
          return jsonResponse({ result: { choices } });
        },
      },
    });
    renderApp(SCREEN);
    const card = await screen.findByRole('region', { name: 'Qualifications' });
    expect(within(card).getByRole('checkbox', { name: 'Data Skills' })).toHaveProperty('checked', true);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Data Skills' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'First Aid' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Saved')).toBeTruthy();
    expect(callsTo(calls, 'setPortalQualifications').map((call) => call.body)).toEqual([
      { codes: ['first-aid'] },
    ]);
    expect(within(card).getByRole('checkbox', { name: 'First Aid' })).toHaveProperty('checked', true);
  });

  it('shows no qualifications card to the institution’s own team', async () => {
    serve();
    renderApp(SCREEN);
    await screen.findByRole('region', { name: 'Words' });
    expect(screen.queryByRole('region', { name: 'Qualifications' })).toBeNull();
  });

  it('says a failed flag save in the spec’s words and tries again', async () => {
    let refuse = true;
    const calls = serve({
      handlers: {
        setPortfolioIsAllowed: (call, current) => {
          if (!refuse) return { ...current, ...(call.body as object) };
          refuse = false;
          return jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
        },
      },
    });
    renderApp(SCREEN);
    const access = await screen.findByRole('region', { name: 'Access and visibility' });
    fireEvent.click(within(access).getByRole('checkbox', { name: 'Learners may publish portfolios' }));
    const alert = await within(access).findByRole('alert');
    expect(within(alert).getByText(SAVE_ERROR)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(access).findByText('Your change was saved')).toBeTruthy();
    expect(callsTo(calls, 'setPortfolioIsAllowed').map((call) => call.body)).toEqual([
      { portfolioAllowed: false },
      { portfolioAllowed: false },
    ]);
  });

  it('shows a skeleton while loading and a retry when the settings fail to load', async () => {
    let fail = true;
    serve({
      read: () =>
        fail
          ? jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500)
          : jsonResponse({ result: PORTAL_SETTINGS }),
    });
    renderApp(SCREEN);
    expect(await screen.findByText('Loading the portal’s settings…')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('The portal’s settings could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('region', { name: 'Words' })).toBeTruthy();
  });
});
