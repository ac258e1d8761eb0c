import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILDER_COURSE, outlineOf } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const COURSE = { ...BUILDER_COURSE, pageCount: 3 };

const page = (id: string, title: string) => ({ id, title, path: title.toLowerCase() });

const START = outlineOf([
  { id: 'm1', title: 'Basics', pages: [page('p1', 'Intro'), page('p2', 'Tables')] },
  { id: 'm2', title: 'Charts', pages: [page('p3', 'Bars')] },
]);

resetAppAroundEachTest(() => buildUser());

// A server whose outline writes reply only when the test releases them, with `reply(call)`.
function stubServer(reply: (call: FetchCall) => Response) {
  let release = () => {};
  const calls = stubFetch(async (call) => {
    if (call.url.includes('getCourseData')) return jsonResponse({ result: COURSE });
    if (call.url.includes('getOutline')) return jsonResponse({ result: START });
    if (call.url.includes('/json/outline/update/')) {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return reply(call);
    }
    return jsonResponse({ result: null });
  });
  const releaseSave = async () => {
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.includes('/json/outline/update/'))).toBe(true),
    );
    act(() => release());
  };
  return { calls, releaseSave };
}

const indicator = () => screen.getByText(/Your change/);
const pageTitles = (moduleTitle: string) =>
  within(screen.getByRole('listitem', { name: moduleTitle }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/^⋮⋮(\w+)/)?.[1]);

describe('the content tab', () => {
  it('moves a page with the keyboard, saves it at once and announces the new position', async () => {
    const saved = outlineOf([
      { id: 'm1', title: 'Basics', pages: [page('p2', 'Tables'), page('p1', 'Intro')] },
      { id: 'm2', title: 'Charts', pages: [page('p3', 'Bars')] },
    ]);
    const server = stubServer(() => jsonResponse({ result: saved }));
    renderApp('/courses/admin/?action=content&course=data-101');
    const down = await screen.findByRole('button', { name: 'Move page Intro down' });
    expect(indicator().textContent).toBe('Your change will be automatically saved');
    expect(
      (screen.getByRole('button', { name: 'Move module Basics up' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(down);
    expect(pageTitles('Basics')).toEqual(['Tables', 'Intro']);
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change is being saved'));
    await server.releaseSave();
    const save = server.calls.find((call) => call.url.includes('/json/outline/update/'));
    expect(save?.url).toContain('/json/outline/update/movePage/data-101');
    expect(save?.body).toEqual({ pageId: 'p1', moduleId: 'm1', index: 1 });
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change was saved'));
    expect(screen.getByTestId('outline-announcer').textContent).toBe(
      'Intro moved to position 2 of 2 in Basics.',
    );
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change will be automatically saved'), {
      timeout: 2000,
    });
  });

  it('moves the last page of a module into the next one', async () => {
    const server = stubServer(() => jsonResponse({ result: START }));
    renderApp('/courses/admin/?action=content&course=data-101');
    fireEvent.click(await screen.findByRole('button', { name: 'Move page Tables down' }));
    expect(pageTitles('Charts')).toEqual(['Tables', 'Bars']);
    await server.releaseSave();
    expect(server.calls.at(-1)?.body).toEqual({ pageId: 'p2', moduleId: 'm2', index: 0 });
  });

  it('keeps the typed title and the old order when saving fails, and shows why', async () => {
    const server = stubServer(() => jsonResponse({ error: 'internal', reason: 'Database unavailable' }, 500));
    renderApp('/courses/admin/?action=content&course=data-101');
    const field = (await screen.findByLabelText('New page in Charts')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Line charts' } });
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Charts' })).getByRole('button', { name: 'Add page' }),
    );
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change is being saved'));
    await server.releaseSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    expect(indicator().textContent).toBe('Your change will be automatically saved');
    expect(field.value).toBe('Line charts');
  });

  it('explains why a module with pages cannot be deleted', async () => {
    const server = stubServer(() =>
      jsonResponse(
        { error: 'conflict', reason: 'Move or delete the pages of this module before deleting it.' },
        409,
      ),
    );
    renderApp('/courses/admin/?action=content&course=data-101');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete module Basics' }));
    await server.releaseSave();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Move or delete the pages of this module before deleting it.',
    );
    expect(pageTitles('Basics')).toEqual(['Intro', 'Tables']);
  });
});
