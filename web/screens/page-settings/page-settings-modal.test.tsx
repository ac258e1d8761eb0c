import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_REASONS, type PageSettings } from '../../../common/api/page-admin';
import { serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const SETTINGS: PageSettings = {
  id: 'p1',
  coursePath: 'data-101',
  moduleId: 'm1',
  title: 'Intro',
  path: 'intro',
  thumbnailUrl: null,
  unlockAfterDays: null,
  dueAfterDays: null,
};

/** The page settings server; `write` answers the writes (update, delete, template, layout). */
function serveSettings(
  write: (call: FetchCall, url: URL) => Response | Promise<Response> | undefined = () => undefined,
  settings: PageSettings = SETTINGS,
) {
  return serveCourseAdmin((call, url) => {
    if (url.pathname === '/json/page/read/getPageSettings/p1') return jsonResponse({ result: settings });
    if (url.pathname === '/json/page/lookup/checkPath') {
      return jsonResponse({ result: { status: 'success' } });
    }
    return write(call, url);
  });
}

async function openSettings() {
  renderApp('/courses/admin/?action=course_builder&course=data-101');
  fireEvent.click(await screen.findByRole('button', { name: 'Settings: Intro' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Page settings' });
  await within(dialog).findByDisplayValue('Intro');
  return dialog;
}

describe('the page settings modal', () => {
  it('keeps the typed title and shows the server reason next to its field when saving fails', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serveSettings((_call, url) =>
      url.pathname === '/json/page/update/updatePageSettings/p1'
        ? answered.then(() =>
            jsonResponse(
              { error: 'conflict', reason: PAGE_REASONS.pathTaken, fields: { path: PAGE_REASONS.pathTaken } },
              409,
            ),
          )
        : undefined,
    );
    const dialog = await openSettings();
    fireEvent.change(within(dialog).getByLabelText('Page title'), { target: { value: 'Getting started' } });
    fireEvent.change(within(dialog).getByLabelText('Page path'), { target: { value: 'tables' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.textContent).toBe('Saving…'));
    release();

    expect(
      await within(dialog).findByText('Another page of this course already uses this path.'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Page title') as HTMLInputElement).value).toBe('Getting started');
    expect((within(dialog).getByLabelText('Page path') as HTMLInputElement).value).toBe('tables');
    expect(within(dialog).getByLabelText('Page path').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Save' }).textContent).toBe('Save');
    expect(calls.find((call) => call.url.includes('updatePageSettings'))?.body).toEqual({
      title: 'Getting started',
      path: 'tables',
      unlockAfterDays: null,
      dueAfterDays: null,
      canPostComments: false,
      isCommentRequired: false,
    });
  });

  it('turns comments on and requires one, offering the requirement only while comments are on', async () => {
    const calls = serveSettings((call, url) =>
      url.pathname === '/json/page/update/updatePageSettings/p1'
        ? jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } })
        : undefined,
    );
    const dialog = await openSettings();
    const group = within(dialog).getByRole('group', { name: 'Comments' });
    const canComment = within(group).getByLabelText('Learners can comment on this page') as HTMLInputElement;
    expect(canComment.checked).toBe(false);
    expect(within(group).queryByLabelText('Learners must comment to complete this page')).toBeNull();
    fireEvent.click(canComment);
    const required = within(group).getByLabelText(
      'Learners must comment to complete this page',
    ) as HTMLInputElement;
    expect(required.checked).toBe(false);
    fireEvent.click(required);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('updatePageSettings'))?.body).toMatchObject({
      canPostComments: true,
      isCommentRequired: true,
    });
  });

  it('turns the requirement off with comments, and shows a refusal next to it', async () => {
    const calls = serveSettings(
      (_call, url) =>
        url.pathname === '/json/page/update/updatePageSettings/p1'
          ? jsonResponse(
              {
                error: 'invalid_input',
                reason: PAGE_REASONS.commentRequired,
                fields: { isCommentRequired: PAGE_REASONS.commentRequired },
                fieldCodes: { isCommentRequired: { code: 'page.commentRequired' } },
              },
              400,
            )
          : undefined,
      { ...SETTINGS, canPostComments: true, isCommentRequired: true },
    );
    const dialog = await openSettings();
    const group = within(dialog).getByRole('group', { name: 'Comments' });
    const canComment = within(group).getByLabelText('Learners can comment on this page') as HTMLInputElement;
    const required = () =>
      within(group).queryByLabelText(
        'Learners must comment to complete this page',
      ) as HTMLInputElement | null;
    expect(canComment.checked).toBe(true);
    expect(required()?.checked).toBe(true);
    fireEvent.click(canComment);
    expect(required()).toBeNull();
    fireEvent.click(canComment);
    expect(required()?.checked).toBe(false);
    fireEvent.click(required() as HTMLInputElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const reason = 'Let learners comment on this page before requiring a comment.';
    expect((await within(group).findAllByText(reason)).length).toBeGreaterThan(0);
    expect(required()?.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.url.includes('updatePageSettings'))?.body).toMatchObject({
      canPostComments: true,
      isCommentRequired: true,
    });
  });

  it('saves page scheduling in whole days, refusing anything else before sending', async () => {
    const calls = serveSettings((call, url) =>
      url.pathname === '/json/page/update/updatePageSettings/p1'
        ? jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } })
        : undefined,
    );
    const dialog = await openSettings();
    const opens = within(dialog).getByLabelText('Opens after (days from class start)');
    fireEvent.change(opens, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a whole number of days from 0 to 3650, or leave it empty.'),
    ).toBeTruthy();
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.url.includes('updatePageSettings'))).toBe(false);
    fireEvent.change(opens, { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Due after (days from class start)'), {
      target: { value: '14' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('updatePageSettings'))?.body).toMatchObject({
      unlockAfterDays: 7,
      dueAfterDays: 14,
    });
  });

  it('keeps the typed title when the server fails, with the reason in an alert', async () => {
    serveSettings((_call, url) =>
      url.pathname === '/json/page/update/updatePageSettings/p1'
        ? jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500)
        : undefined,
    );
    const dialog = await openSettings();
    fireEvent.change(within(dialog).getByLabelText('Page title'), { target: { value: 'Getting started' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Something went wrong.');
    expect((within(dialog).getByLabelText('Page title') as HTMLInputElement).value).toBe('Getting started');
  });

  it('saves, says so and refreshes the course builder', async () => {
    const saved = { ...SETTINGS, title: 'Getting started' };
    const calls = serveSettings((_call, url) =>
      url.pathname === '/json/page/update/updatePageSettings/p1'
        ? jsonResponse({ result: saved })
        : undefined,
    );
    const dialog = await openSettings();
    const outlineReads = () => calls.filter((call) => call.url.includes('getOutline')).length;
    const before = outlineReads();
    fireEvent.change(within(dialog).getByLabelText('Page title'), { target: { value: 'Getting started' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(outlineReads()).toBe(before + 1));
  });

  it('migrates the layout and saves the page as a template', async () => {
    const calls = serveSettings((_call, url) => {
      if (url.pathname === '/json/layout/update/migrateLayout/p1') {
        return jsonResponse({ result: { pageId: 'p1', revisionId: 'r2', sections: [] } });
      }
      if (url.pathname === '/json/pageTemplate/create') {
        return jsonResponse({
          result: {
            id: 't9',
            key: null,
            name: 'Lab',
            description: 'Hands on',
            isStarter: false,
            blockCount: 3,
          },
        });
      }
      return undefined;
    });
    const dialog = await openSettings();
    fireEvent.click(within(dialog).getByLabelText('2 columns'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to every section' }));
    expect(await within(dialog).findByText('Every section now has 2 columns.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('migrateLayout'))?.body).toEqual({ columns: 2 });

    fireEvent.change(within(dialog).getByLabelText('Template name'), { target: { value: 'Lab' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Hands on' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as template' }));
    expect(await within(dialog).findByText('Saved as the template “Lab”.')).toBeTruthy();
    expect(calls.find((call) => call.url === '/json/pageTemplate/create')?.body).toEqual({
      pageId: 'p1',
      name: 'Lab',
      description: 'Hands on',
    });
  });

  it('deletes the page after confirming and closes', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const calls = serveSettings((_call, url) =>
      url.pathname === '/json/page/delete/deletePage/p1'
        ? jsonResponse({ result: { deleted: true } })
        : undefined,
    );
    const dialog = await openSettings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(confirm).toHaveBeenCalledWith('Delete the page "Intro"? Its content will be lost.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url.includes('deletePage'))?.method).toBe('POST');
  });

  it('opens the page helper at the copy details of this page', async () => {
    serveSettings();
    const dialog = await openSettings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy this page' }));
    const helper = await screen.findByRole('dialog', { name: 'Add a page' });
    expect(within(helper).getByRole('heading', { name: 'Name the copy' })).toBeTruthy();
    expect(await within(helper).findByDisplayValue('Intro (copy)')).toBeTruthy();
    expect((within(helper).getByLabelText('Page path') as HTMLInputElement).value).toBe('intro-copy');
  });
});
