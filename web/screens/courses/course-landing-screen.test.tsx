import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseLandingPage } from '../../../common/api/catalogue';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => null);

function serveLanding(description: string, language = 'en', facts: Partial<CourseLandingPage> = {}) {
  const landing: CourseLandingPage = {
    path: 'data-101',
    name: 'Data 101',
    imageUrl: null,
    bannerUrl: null,
    objective: 'Read tables with confidence.',
    outcomes: [],
    description,
    modules: [],
    creator: null,
    language,
    category: 'data',
    courseType: 'SHORT_COURSE',
    sectorTypes: [],
    classifications: [],
    credentialFramework: null,
    learningHours: null,
    certificate: null,
    ...facts,
  };
  stubFetch((call) => {
    if (call.url.includes('/lookup/listEnrollableClasses')) return jsonResponse({ result: [] });
    return jsonResponse({ result: call.url.includes('/read/getLandingPage/data-101') ? landing : null });
  });
}

describe('the course landing page description', () => {
  it('shows the description under "About this course", a paragraph per blank-line break, lines kept', async () => {
    serveLanding('Welcome to <b>Data 101</b>.\nWe start gently.\n\n\n  Then we build dashboards.  \n');
    renderApp('/courses/data-101/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'About this course' });
    const section = heading.closest('section')!;
    const paragraphs = within(section)
      .getAllByText(/./, { selector: 'p' })
      .map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual([
      'Welcome to <b>Data 101</b>.\nWe start gently.',
      'Then we build dashboards.',
    ]);
    // Plain text: markup in the description is shown as typed, never interpreted.
    expect(section.querySelector('b')).toBeNull();
    expect(within(section).getByText(/We start gently/).className).toContain('whitespace-pre-line');
  });

  it('offers the classes of the course under "Join a class" (#join)', async () => {
    serveLanding('');
    renderApp('/courses/data-101/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Join a class' });
    expect(heading.closest('section')?.id).toBe('join');
    expect(await screen.findByText('This course has no classes to join yet.')).toBeTruthy();
  });

  it('hides the section when the description is empty or blank', async () => {
    serveLanding(' \n\n ');
    renderApp('/courses/data-101/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data 101' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About this course' })).toBeNull();
  });
});

describe('the course details', () => {
  it('name an OpenCreds course’s credential framework beside its type and hours', async () => {
    serveLanding('', 'en', { courseType: 'OPENCRED', credentialFramework: 'MALAYSIA', learningHours: 20 });
    renderApp('/courses/data-101/');
    const framework = await screen.findByText('Credential framework');
    expect(framework.nextElementSibling?.textContent).toBe('Malaysia');
    expect(screen.getByText('OpenCred')).toBeTruthy();
    expect(screen.getByText('20')).toBeTruthy();
  });

  it('leave the framework out for a course of another type', async () => {
    serveLanding('');
    renderApp('/courses/data-101/');
    expect(await screen.findByText('Short course')).toBeTruthy();
    expect(screen.queryByText('Credential framework')).toBeNull();
    expect(screen.queryByText('Certificate')).toBeNull();
  });

  it('say how the course’s certificate is earned and what it asks first', async () => {
    serveLanding('', 'en', {
      certificate: { issueRule: 'assessment', passMark: 70, minLearningMinutes: 90 },
    });
    renderApp('/courses/data-101/');
    const certificate = await screen.findByText('Certificate');
    expect(certificate.nextElementSibling?.textContent).toBe(
      'Earned with a course grade of at least 70%, after 90 minutes of active learning',
    );
  });
});

describe('a course that is not there (issue 10)', () => {
  it('says so in its heading and its title', async () => {
    stubFetch(() => jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404));
    renderApp('/courses/no-such-course/');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this course." }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("We couldn't find this course. - Kelas"));
  });

  it("marks the description with the course's language", async () => {
    serveLanding('Selamat datang.', 'ms');
    renderApp('/courses/data-101/');
    expect((await screen.findByText('Selamat datang.')).closest('[lang]')?.getAttribute('lang')).toBe('ms');
  });
});
