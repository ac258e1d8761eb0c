import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageTemplateSummary } from '../../../common/api/page-admin';
import { BUILDER_MODULES, outlineOf, serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const TEMPLATES: PageTemplateSummary[] = [
  {
    id: 't1',
    key: 'reading',
    name: 'Reading',
    description: 'A text to read.',
    isStarter: true,
    blockCount: 2,
  },
  {
    id: 't2',
    key: 'brand_new',
    name: 'Brand new starter',
    description: 'New on the server.',
    isStarter: true,
    blockCount: 1,
  },
  { id: 't3', key: null, name: 'My lab page', description: 'Saved by me.', isStarter: false, blockCount: 4 },
];

describe('the course builder tab', () => {
  it('lists the modules in order with their pages as cards and links to each mode', async () => {
    serveCourseAdmin(() => undefined);
    renderApp('/courses/admin/?action=course_builder&course=data-101');
    // The first test loads the lazy tab chunk, which takes a moment.
    const basics = await screen.findByRole('region', { name: 'Basics' }, { timeout: 5000 });
    const modules = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(modules).toEqual(['Basics', 'Charts']);
    const cards = within(basics).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Intro', 'Tables']);
    expect(within(cards[0] as HTMLElement).getByText('/intro/')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit: Intro' }).getAttribute('href')).toBe(
      '/courses/data-101/intro/?mode=edit',
    );
    expect(screen.getByRole('link', { name: 'View: Tables' }).getAttribute('href')).toBe(
      '/courses/data-101/tables/?mode=view',
    );
    expect(screen.getByRole('link', { name: 'History: Intro' }).getAttribute('href')).toBe(
      '/courses/data-101/intro/?mode=history',
    );
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(within(charts).getByText(/No pages in this module yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Course builder' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the page helper at its templates, translated by key, for "Add page"', async () => {
    const calls = serveCourseAdmin((_call, url) =>
      url.pathname === '/json/pageTemplate/lookup/listTemplates'
        ? jsonResponse({ result: TEMPLATES })
        : undefined,
    );
    renderApp('/courses/admin/?action=course_builder&course=data-101');
    fireEvent.click(await screen.findByRole('button', { name: 'Add page to Charts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a page' });
    expect(within(dialog).getByRole('heading', { name: 'Choose a template' })).toBeTruthy();
    expect(
      await within(dialog).findByText('A text to read with a short note on why it matters.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Use Reading' })).toBeTruthy();
    // An unknown key keeps the server's English name; saved templates can be deleted.
    expect(within(dialog).getByRole('button', { name: 'Use Brand new starter' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete My lab page' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete Reading' })).toBeNull();
    expect(calls.some((call) => call.url === '/json/pageTemplate/lookup/listTemplates')).toBe(true);
  });

  it('creates a page from a template in the chosen module and refreshes the outline', async () => {
    let modules = BUILDER_MODULES;
    const calls = serveCourseAdmin(
      (_call, url) => {
        if (url.pathname === '/json/pageTemplate/lookup/listTemplates')
          return jsonResponse({ result: TEMPLATES });
        if (url.pathname === '/json/page/lookup/checkPath')
          return jsonResponse({ result: { status: 'success' } });
        if (url.pathname === '/json/page/create') {
          modules = [
            BUILDER_MODULES[0]!,
            { id: 'm2', title: 'Charts', pages: [{ id: 'p9', title: 'Bar charts', path: 'bar-charts' }] },
          ];
          return jsonResponse({ result: { id: 'p9', path: 'bar-charts', coursePath: 'data-101' } });
        }
        return undefined;
      },
      () => outlineOf(modules),
    );
    renderApp('/courses/admin/?action=course_builder&course=data-101');
    fireEvent.click(await screen.findByRole('button', { name: 'Add page to Charts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use Reading' }));
    const heading = await screen.findByRole('heading', { name: 'Name your page' });
    expect(document.activeElement).toBe(heading);
    fireEvent.change(screen.getByLabelText('Page title'), { target: { value: 'Bar charts' } });
    expect((screen.getByLabelText('Page path') as HTMLInputElement).value).toBe('bar-charts');
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));

    const charts = await screen.findByRole('region', { name: 'Charts' });
    await waitFor(() => expect(within(charts).getByRole('heading', { name: 'Bar charts' })).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    const create = calls.find((call) => call.url === '/json/page/create');
    expect(create?.body).toEqual({
      coursePath: 'data-101',
      moduleId: 'm2',
      title: 'Bar charts',
      path: 'bar-charts',
      source: { kind: 'template', templateId: 't1' },
    });
  });

  it('explains how to start when the course has no modules, and adds one here', async () => {
    let modules: typeof BUILDER_MODULES = [];
    const calls = serveCourseAdmin(
      (_call, url) => {
        if (url.pathname !== '/json/outline/update/addModule/data-101') return undefined;
        modules = [{ id: 'm1', title: 'Week one', pages: [] }];
        return jsonResponse({ result: outlineOf(modules) });
      },
      () => outlineOf(modules),
    );
    renderApp('/courses/admin/?action=course_builder&course=data-101');
    expect(await screen.findByRole('heading', { name: 'Start building your course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Content tab' }).getAttribute('href')).toBe(
      '/courses/admin/?action=content&course=data-101',
    );
    fireEvent.change(screen.getByLabelText('New module title'), { target: { value: 'Week one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    expect(await screen.findByRole('region', { name: 'Week one' })).toBeTruthy();
    expect(calls.find((call) => call.url.includes('addModule'))?.body).toEqual({ title: 'Week one' });
  });
});
