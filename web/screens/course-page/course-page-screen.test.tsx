import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageBlock as Block, CoursePage } from '../../../common/api/course-page';
import { buildCoursePage } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { PageBlock } from './page-block';

resetAppAroundEachTest(() => null);

const block = (widgetType: string, setupData: Record<string, unknown>): Block => ({
  id: `${widgetType}-1`,
  widgetType,
  setupData,
  settings: {},
  isProgressContributor: false,
});

function servePage(overrides: Partial<CoursePage> = {}) {
  const page = buildCoursePage({
    next: { path: 'tables', title: 'Tables' },
    sections: [{ id: 's1', settings: {}, blocks: [block('rich_text', { html: '<p>Welcome aboard</p>' })] }],
    ...overrides,
  });
  return stubFetch((call) =>
    jsonResponse({ result: call.url.includes('/json/course/read/getPage/') ? page : null }),
  );
}

describe('the course page', () => {
  it('adds mode=view to an address without a mode, keeping its other parameters', async () => {
    const calls = servePage();
    const router = renderApp('/courses/data-101/intro/?ref=mail');
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('mode'), params.get('ref')]).toEqual(['view', 'mail']);
    expect(calls.some((call) => call.url.includes('getPage/data-101?pagePath=intro'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next: Tables' }).getAttribute('href')).toBe(
      '/courses/data-101/tables/?mode=view',
    );
    await waitFor(() => expect(document.title).toBe('Introduction - Data 101 - Kelas'));
  });

  it('sends a caller who is not an editor from edit mode to view mode', async () => {
    servePage();
    const router = renderApp('/courses/data-101/intro/?mode=edit');
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?mode=view'));
  });

  it('keeps an editor in history mode, and hides the outline in focus mode', async () => {
    servePage({ isEditor: true });
    const router = renderApp('/courses/data-101/intro/?mode=history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
    expect(screen.queryByText('Welcome aboard')).toBeNull();
    expect(router.state.location.search).toBe('?mode=history');
    expect(screen.getByRole('navigation', { name: 'Course outline' })).toBeTruthy();
    await router.navigate('/courses/data-101/intro/?mode=focus');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Course outline' })).toBeNull());
    expect(screen.getByText('Welcome aboard')).toBeTruthy();
  });

  it('gives an editor links to every mode, the current one marked', async () => {
    servePage({ isEditor: true });
    renderApp('/courses/data-101/intro/?mode=view&ref=mail');
    const modes = await screen.findByRole('navigation', { name: 'Page modes' });
    const edit = within(modes).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/courses/data-101/intro/?mode=edit&ref=mail');
    expect(within(modes).getByRole('link', { name: 'View' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives a reader who is not an editor no mode links', async () => {
    servePage();
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Page modes' })).toBeNull();
  });

  it('puts blocks in exhibit mode only in exhibit mode', async () => {
    servePage();
    renderApp('/courses/data-101/intro/?mode=exhibit');
    const text = await screen.findByText('Welcome aboard');
    expect(text.closest('[data-block-mode]')!.getAttribute('data-block-mode')).toBe('exhibit');
  });
});

describe('page blocks', () => {
  it('renders rich text as its sanitised HTML', () => {
    render(<PageBlock block={block('rich_text', { html: '<h2>Heading</h2><p>Body</p>' })} exhibit={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeTruthy();
    expect(screen.getByText('Body').closest('[data-block-mode]')!.getAttribute('data-block-mode')).toBe(
      'display',
    );
  });

  it('renders an image with its alt text, lazily', () => {
    render(
      <PageBlock block={block('image', { url: '/media/courses/a.webp', alt: 'A chart' })} exhibit={false} />,
    );
    const image = screen.getByRole('img', { name: 'A chart' });
    expect([image.getAttribute('src'), image.getAttribute('loading')]).toEqual([
      '/media/courses/a.webp',
      'lazy',
    ]);
  });

  it('embeds an allowed video privately and links any other', () => {
    const { unmount } = render(
      <PageBlock
        block={block('video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })}
        exhibit={false}
      />,
    );
    const frame = screen.getByTitle('Video');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    unmount();
    render(<PageBlock block={block('video', { url: 'https://example.org/clip.mp4' })} exhibit={false} />);
    expect(screen.getByRole('link', { name: 'Watch the video' }).getAttribute('href')).toBe(
      'https://example.org/clip.mp4',
    );
    expect(screen.queryByTitle('Video')).toBeNull();
  });

  it('shows a neutral box for an unknown widget type', () => {
    render(<PageBlock block={block('quiz', {})} exhibit={false} />);
    expect(screen.getByText('This block cannot be shown yet.')).toBeTruthy();
  });
});

describe('the course page in the words of its course, and its refusals (issue 10)', () => {
  it("marks the page's title and content with the course's language", async () => {
    servePage({ courseLanguage: 'ms' });
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Introduction' }).getAttribute('lang')).toBe('ms');
    expect(screen.getByTestId('page-content').getAttribute('lang')).toBe('ms');
  });

  it('gives a visitor asked to sign in a heading and a title', async () => {
    stubFetch(() => jsonResponse({ error: 'not_signed_in', reason: 'Sign in to continue.' }, 401));
    renderApp('/courses/data-101/intro/?mode=view');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for signed-in learners' }),
    ).toBeTruthy();
    expect(screen.getByText('Log in to read this page.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('This page is for signed-in learners - Kelas'));
  });

  it('says a page of a course that is not there is not found, in the title too', async () => {
    stubFetch(() => jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404));
    renderApp('/courses/no-such-course/x/?mode=view');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Kelas'));
  });
});
