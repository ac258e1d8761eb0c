import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageBlock as Block, CoursePage } from '../../../common/api/course-page';
import type { PageCompletions } from '../../../common/api/progress';
import { buildCoursePage, buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const block = (id: string, html: string, isProgressContributor: boolean): Block => ({
  id,
  widgetType: 'rich_text',
  setupData: { html: `<p>${html}</p>` },
  settings: {},
  isProgressContributor,
});

const PAGE = buildCoursePage({
  sections: [
    { id: 's1', settings: {}, blocks: [block('b1', 'Read this', true), block('b2', 'Just words', false)] },
  ],
});

function serve(page: CoursePage, completions: PageCompletions, failCompletion = false) {
  return stubFetch((call) => {
    if (call.url.includes('/json/course/read/getPage/')) return jsonResponse({ result: page });
    if (call.url.includes('/json/progress/lookup/pageCompletions'))
      return jsonResponse({ result: completions });
    if (call.url.includes('/json/progress/execute/')) {
      if (failCompletion)
        return jsonResponse({ error: 'forbidden', reason: 'This page has not opened yet.' }, 403);
      const done = call.url.endsWith('completeBlock') && !call.url.endsWith('uncompleteBlock');
      return jsonResponse({
        result: {
          blockId: (call.body as { blockId: string }).blockId,
          done,
          progress: done ? 100 : 0,
          summaries: { completedPages: done ? 1 : 0, totalPages: 1, lastActiveAt: null },
        },
      });
    }
    return jsonResponse({ result: null });
  });
}

describe('Mark as done', () => {
  it('lets a learner mark a progress-contributing block done and undo it', async () => {
    const calls = serve(PAGE, { isLearner: true, doneBlockIds: [] });
    renderApp('/courses/data-101/intro/?mode=view');
    const toggle = await screen.findByRole('button', { name: 'Mark as done' }, { timeout: 5000 });
    // Only the block that counts has the control.
    expect(screen.getAllByRole('button', { name: /Mark as done|Done/ })).toHaveLength(1);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    const done = await screen.findByRole('button', { name: 'Done' });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    const complete = calls.find((call) => call.url === '/json/progress/execute/completeBlock');
    expect(complete?.body).toEqual({ blockId: 'b1' });

    fireEvent.click(done);
    expect(await screen.findByRole('button', { name: 'Mark as done' })).toBeTruthy();
    expect(calls.some((call) => call.url === '/json/progress/execute/uncompleteBlock')).toBe(true);
  });

  it('keeps the focus on the button while it saves (marked busy, not disabled)', async () => {
    let answer: () => void = () => {};
    const saved = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch(async (call) => {
      if (call.url.includes('/json/course/read/getPage/')) return jsonResponse({ result: PAGE });
      if (call.url.includes('pageCompletions'))
        return jsonResponse({ result: { isLearner: true, doneBlockIds: [] } });
      if (!call.url.endsWith('completeBlock')) return jsonResponse({ result: null });
      await saved;
      return jsonResponse({
        result: {
          blockId: 'b1',
          done: true,
          progress: 100,
          summaries: { completedPages: 1, totalPages: 1, lastActiveAt: null },
        },
      });
    });
    renderApp('/courses/data-101/intro/?mode=view');
    const toggle = await screen.findByRole('button', { name: 'Mark as done' }, { timeout: 5000 });
    toggle.focus();
    fireEvent.click(toggle);
    // A disabled button drops the focus in a browser (happy-dom keeps it): it stays enabled.
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    answer();
    const done = await screen.findByRole('button', { name: 'Done' });
    expect(done).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
  });

  it('shows a done block as done, and says why a change failed', async () => {
    serve(PAGE, { isLearner: true, doneBlockIds: ['b1'] }, true);
    renderApp('/courses/data-101/intro/?mode=view');
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('This page has not opened yet.');
    expect(screen.getByRole('button', { name: 'Done' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no control to an editor and asks nothing for them', async () => {
    const calls = serve({ ...PAGE, isEditor: true }, { isLearner: true, doneBlockIds: [] });
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByText('Read this', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
    expect(calls.some((call) => call.url.includes('pageCompletions'))).toBe(false);
  });

  it('asks but shows nothing to a signed-in reader who is not a learner', async () => {
    const calls = serve(PAGE, { isLearner: false, doneBlockIds: [] });
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByText('Read this', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url.includes('pageCompletions'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
  });
});
