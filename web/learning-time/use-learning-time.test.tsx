import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoursePage } from '../../common/api/course-page';
import { LEARNING_TIME_PATH } from '../../common/api/learning-time';
import { authStore } from '../auth/auth-store';
import { buildCoursePage, buildUser } from '../test/fixtures';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ userId: 'user-7' }));

let visibility: DocumentVisibilityState;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
});

const coursePage = (path: string, overrides: Partial<CoursePage> = {}): CoursePage =>
  buildCoursePage({ id: `page-${path}`, path, title: `Title of ${path}`, ...overrides });

/** Serves course pages (or refuses them with `status`) and accepts learning time; returns every call. */
function serve(options: { refuse?: number; page?: Partial<CoursePage> } = {}): FetchCall[] {
  return stubFetch((call) => {
    if (call.url.startsWith(LEARNING_TIME_PATH)) return jsonResponse({ result: { stored: 1 } });
    const match = /getPage\/data-101\?pagePath=([a-z-]+)/.exec(call.url);
    if (match && options.refuse) {
      return jsonResponse({ error: 'course_access_denied', reason: 'Enrol first.' }, options.refuse);
    }
    if (match) return jsonResponse({ result: coursePage(match[1]!, options.page) });
    return jsonResponse({ result: null });
  });
}

const sentEvents = (calls: FetchCall[]) =>
  calls.filter((call) => call.url === LEARNING_TIME_PATH).map((call) => call.body as Record<string, unknown>);

/** The page's heading, once the screen has loaded. */
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const pass = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

async function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

// The first render loads the screen's chunks, which takes a while on a busy machine.
describe('learning time on a course page', { timeout: 20_000 }, () => {
  it('sends an event with newView after 60 seconds of reading, with the CSRF header, kept alive', async () => {
    const calls = serve();
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await findHeading('Title of intro')).toBeTruthy();
    await pass(59);
    expect(sentEvents(calls)).toEqual([]);
    await pass(1);
    expect(sentEvents(calls)).toEqual([
      expect.objectContaining({
        userId: 'user-7',
        pagePath: '/courses/data-101/intro/',
        courseId: 'data-101',
        cohortId: null,
        device: 'web',
        newView: true,
        seconds: 60,
      }),
    ]);
    const call = calls.find((each) => each.url === LEARNING_TIME_PATH)!;
    expect(call).toMatchObject({ method: 'POST', headers: { 'x-csrftoken': 'token' } });
    expect(call.init.keepalive).toBe(true);
    await pass(60);
    expect(sentEvents(calls).map((event) => event.newView)).toEqual([true, false]);
  });

  it('pauses while the tab is hidden, sending the remainder, and counts again once it is shown', async () => {
    const calls = serve();
    renderApp('/courses/data-101/intro/?mode=focus');
    await findHeading('Title of intro');
    await pass(40);
    await setVisibility('hidden');
    expect(sentEvents(calls).map((event) => event.seconds)).toEqual([40]);
    await pass(300);
    expect(sentEvents(calls)).toHaveLength(1);
    await setVisibility('visible');
    await pass(60);
    expect(sentEvents(calls).map((event) => [event.seconds, event.newView])).toEqual([
      [40, true],
      [60, false],
    ]);
  });

  it('stops on leaving the page, and the next page’s first event is a new view', async () => {
    const calls = serve();
    const router = renderApp('/courses/data-101/intro/?mode=exhibit');
    await findHeading('Title of intro');
    await pass(90);
    await act(() => router.navigate('/courses/data-101/tables/?mode=exhibit'));
    await findHeading('Title of tables');
    await pass(60);
    expect(sentEvents(calls).map((event) => [event.pagePath, event.seconds, event.newView])).toEqual([
      ['/courses/data-101/intro/', 60, true],
      ['/courses/data-101/intro/', 30, false],
      ['/courses/data-101/tables/', 60, true],
    ]);
  });

  it('counts nothing for a visitor who is not signed in', async () => {
    act(() => authStore.userLoaded(null));
    const calls = serve();
    renderApp('/courses/data-101/intro/?mode=view');
    await findHeading('Title of intro');
    await pass(120);
    expect(sentEvents(calls)).toEqual([]);
  });

  it('counts nothing in history mode, where the page is not being read', async () => {
    const calls = serve({ page: { isEditor: true } });
    renderApp('/courses/data-101/intro/?mode=history');
    await findHeading('Title of intro');
    await pass(120);
    expect(sentEvents(calls)).toEqual([]);
  });

  it('counts nothing when the course refuses the user', async () => {
    const calls = serve({ refuse: 403 });
    renderApp('/courses/data-101/intro/?mode=view');
    await pass(120);
    expect(calls.some((call) => call.url.includes('getPage'))).toBe(true);
    expect(sentEvents(calls)).toEqual([]);
  });
});
