import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_REASONS } from '../../../common/api/page-admin';
import { outlineOf, serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

/** A server whose path check finds `intro` taken (suggesting intro-2) and every other path free. */
function servePathCheck() {
  return serveCourseAdmin((_call, url) => {
    if (url.pathname === '/json/pageTemplate/lookup/listTemplates') return jsonResponse({ result: [] });
    if (url.pathname === '/json/page/lookup/checkPath') {
      const taken = url.searchParams.get('path') === 'intro';
      return jsonResponse({
        result: taken
          ? { status: 'failed', reason: PAGE_REASONS.pathTaken, suggestion: 'intro-2' }
          : { status: 'success' },
      });
    }
    if (url.pathname === '/json/page/create') {
      return jsonResponse(
        { error: 'invalid', reason: 'Check the fields.', fields: { title: PAGE_REASONS.titleLong } },
        400,
      );
    }
    return undefined;
  });
}

const pathCheck = () => document.querySelector('[data-path-check]') as HTMLElement;

async function openBlankDetails() {
  renderApp('/courses/admin/?action=course_builder&course=data-101');
  fireEvent.click(await screen.findByRole('button', { name: 'Add page to Basics' }, { timeout: 5000 }));
  fireEvent.click(await screen.findByRole('button', { name: 'Blank page' }));
  const heading = await screen.findByRole('heading', { name: 'Start a blank page' });
  expect(document.activeElement).toBe(heading);
}

describe('the page helper details step', () => {
  it('checks the path while typing: empty, start, failed with a one-click suggestion, success', async () => {
    const calls = servePathCheck();
    await openBlankDetails();
    expect(pathCheck().dataset.pathCheck).toBe('empty');
    expect(pathCheck().textContent).toBe('Enter a path for the page.');

    fireEvent.change(screen.getByLabelText('Page title'), { target: { value: 'Intro' } });
    const path = screen.getByLabelText('Page path') as HTMLInputElement;
    expect(path.value).toBe('intro');
    expect(pathCheck().textContent).toBe('Checking the path…');
    await waitFor(() => expect(pathCheck().dataset.pathCheck).toBe('failed'));
    expect(screen.getByText('Another page of this course already uses this path.')).toBeTruthy();
    expect(path.getAttribute('aria-invalid')).toBe('true');
    const checks = calls.filter((call) => call.url.startsWith('/json/page/lookup/checkPath'));
    expect(checks.map((call) => call.url)).toEqual([
      '/json/page/lookup/checkPath?coursePath=data-101&path=intro',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Use intro-2 instead' }));
    expect(path.value).toBe('intro-2');
    await waitFor(() => expect(pathCheck().textContent).toBe('This path is free.'));
    // The title no longer drives a path the user chose.
    fireEvent.change(screen.getByLabelText('Page title'), { target: { value: 'Introduction' } });
    expect(path.value).toBe('intro-2');

    fireEvent.change(path, { target: { value: '' } });
    expect(pathCheck().dataset.pathCheck).toBe('empty');
  });

  it('checks only once typing pauses', async () => {
    const calls = servePathCheck();
    await openBlankDetails();
    const path = screen.getByLabelText('Page path');
    for (const value of ['c', 'ch', 'cha', 'char', 'chart']) fireEvent.change(path, { target: { value } });
    await waitFor(() => expect(pathCheck().dataset.pathCheck).toBe('success'));
    const checks = calls.filter((call) => call.url.startsWith('/json/page/lookup/checkPath'));
    expect(checks.map((call) => new URL(call.url, 'http://localhost').searchParams.get('path'))).toEqual([
      'chart',
    ]);
  });

  it('keeps what was typed and shows the reason by its field when creating fails; Back returns to the list', async () => {
    const calls = servePathCheck();
    await openBlankDetails();
    fireEvent.change(screen.getByLabelText('Page title'), { target: { value: 'Summary of week one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Use at most 200 characters.')).toBeTruthy();
    expect((screen.getByLabelText('Page title') as HTMLInputElement).value).toBe('Summary of week one');
    expect(calls.find((call) => call.url === '/json/page/create')?.body).toMatchObject({
      moduleId: 'm1',
      path: 'summary-of-week-one',
      source: { kind: 'blank' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a page' });
    expect(within(dialog).getByRole('heading', { name: 'Choose a template' })).toBe(document.activeElement);
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('the page helper existing pages step', () => {
  it('copies a page of another course the user may edit, opened from the content tab', async () => {
    const calls = serveCourseAdmin((_call, url) => {
      if (url.pathname === '/json/pageTemplate/lookup/listTemplates') return jsonResponse({ result: [] });
      if (url.pathname === '/json/course/lookup/listMyCourses') {
        return jsonResponse({
          result: [
            { path: 'data-101', name: 'Data Literacy', displayed: false, role: 'administrator' },
            { path: 'python-101', name: 'Python Basics', displayed: true, role: 'course design admin' },
            { path: 'promo-only', name: 'Promo Course', displayed: true, role: 'course promo admin' },
          ],
        });
      }
      if (url.pathname === '/json/outline/read/getOutline/python-101') {
        return jsonResponse({
          result: {
            ...outlineOf([
              { id: 'pm1', title: 'Loops', pages: [{ id: 'pp1', title: 'For loops', path: 'for-loops' }] },
            ]),
            coursePath: 'python-101',
          },
        });
      }
      if (url.pathname === '/json/page/read/getPageSettings/pp1') {
        return jsonResponse({
          result: {
            id: 'pp1',
            coursePath: 'python-101',
            moduleId: 'pm1',
            title: 'For loops',
            path: 'for-loops',
            thumbnailUrl: null,
            unlockAfterDays: null,
            dueAfterDays: null,
          },
        });
      }
      if (url.pathname === '/json/page/lookup/checkPath')
        return jsonResponse({ result: { status: 'success' } });
      if (url.pathname === '/json/page/create') {
        return jsonResponse({ result: { id: 'p9', path: 'for-loops-copy', coursePath: 'data-101' } });
      }
      return undefined;
    });
    renderApp('/courses/admin/?action=content&course=data-101');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add page from template to Charts' }, { timeout: 5000 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy an existing page' }));
    const course = (await screen.findByLabelText('Course')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...course.options].map((option) => option.textContent)).toEqual([
        'Data Literacy',
        'Python Basics',
      ]),
    );
    expect(course.value).toBe('data-101');
    fireEvent.change(course, { target: { value: 'python-101' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy For loops' }));

    expect(await screen.findByRole('heading', { name: 'Name the copy' })).toBeTruthy();
    expect(await screen.findByDisplayValue('For loops (copy)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create copy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url === '/json/page/create')?.body).toEqual({
      coursePath: 'data-101',
      moduleId: 'm2',
      title: 'For loops (copy)',
      path: 'for-loops-copy',
      source: { kind: 'copy', pageId: 'pp1' },
    });
  });
});
