import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageBlock, PageSection } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import { ShortAnswerSetup } from '../../../common/domain/quiz/short-answer-setup';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const SECTION_ID = '7d0c3a52-1f7e-4d59-9a43-0f4a0e9d8c11';
const FIRST_ID = '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a11';
const SECOND_ID = '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a22';
const NEW_ID = '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a33';

const block = (id: string, html: string): PageBlock => ({
  id,
  widgetType: 'rich_text',
  setupData: { html },
  settings: {},
  isProgressContributor: false,
});

const layoutWith = (blocks: PageBlock[], settings: Record<string, unknown> = {}): PageLayout => ({
  pageId: 'p1',
  revisionId: 'r1',
  sections: [{ id: SECTION_ID, settings, blocks } satisfies PageSection],
});

type Write = (call: FetchCall) => Response | Promise<Response>;

/** Serves the page (the caller is an editor), its layout, and layout writes through `write`. */
function serveEditor(layout: PageLayout, write: Write = () => jsonResponse({ result: layout })) {
  return stubFetch((call) => {
    if (call.url.includes('/json/course/read/getPage/')) {
      return jsonResponse({
        result: {
          id: 'p1',
          path: 'intro',
          coursePath: 'data-101',
          courseName: 'Data 101',
          title: 'Introduction',
          revisionId: 'r1',
          moduleTitle: 'Basics',
          previous: null,
          next: null,
          sections: layout.sections,
          isEditor: true,
          isAdmin: true,
        },
      });
    }
    if (call.url.includes('/json/layout/read/getLayout/p1')) return jsonResponse({ result: layout });
    if (call.url.includes('/json/layout/update/')) return write(call);
    return jsonResponse({ result: null });
  });
}

/** The editor's toolbox, once the editor's chunk has loaded. */
const findToolbox = () => screen.findByRole('complementary', { name: 'Add a block' }, { timeout: 5000 });

const blockFrame = (id: string) =>
  document.querySelector<HTMLElement>(`[data-block-id="${id}"]`) as HTMLElement;

const writesTo = (calls: FetchCall[], name: string) =>
  calls.filter((call) => call.url.includes(`/json/layout/update/${name}/p1`));

describe('the page editor', () => {
  it('adds the chosen toolbox widget at the end of the section and opens it on its setup tab', async () => {
    const saved = layoutWith([block(FIRST_ID, '<p>Welcome</p>'), block(NEW_ID, '')]);
    const calls = serveEditor(layoutWith([block(FIRST_ID, '<p>Welcome</p>')]), () =>
      jsonResponse({ result: saved }),
    );
    renderApp('/courses/data-101/intro/?mode=edit');

    const toolbox = await findToolbox();
    expect(within(toolbox).getByRole('button', { name: 'Multiple choice' })).toBeTruthy();
    expect(within(toolbox).queryByRole('heading', { name: 'Super user' })).toBeNull();
    fireEvent.click(within(toolbox).getByRole('button', { name: 'Rich text' }));

    await waitFor(() => expect(writesTo(calls, 'addBlock')).toHaveLength(1));
    expect(writesTo(calls, 'addBlock')[0]?.body).toEqual({
      sectionId: SECTION_ID,
      index: 1,
      widgetType: 'rich_text',
    });
    await waitFor(() => expect(blockFrame(NEW_ID)?.getAttribute('data-block-mode')).toBe('edit'));
    expect(within(blockFrame(NEW_ID)).getByRole('tab', { name: 'Setup' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('creates a quiz block with a valid starter setup', async () => {
    const calls = serveEditor(layoutWith([]));
    renderApp('/courses/data-101/intro/?mode=edit');
    fireEvent.click(within(await findToolbox()).getByRole('button', { name: 'Short answer' }));
    await waitFor(() => expect(writesTo(calls, 'addBlock')).toHaveLength(1));
    const { setupData } = writesTo(calls, 'addBlock')[0]!.body as { setupData: unknown };
    expect(ShortAnswerSetup.parse(setupData)).toMatchObject({
      question: 'Write your question here',
      answerKey: { kind: 'text', answers: [{ text: 'Answer', fraction: 1 }] },
    });
  });

  it('lists the super user category only for a super user', async () => {
    act(() => authStore.userLoaded(buildUser({ isSuperUser: true })));
    serveEditor(layoutWith([]));
    renderApp('/courses/data-101/intro/?mode=edit');
    const toolbox = await findToolbox();
    const categories = within(toolbox)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(categories).toEqual(['Core', 'Quiz', 'Social', 'Beta', 'Integration', 'Advanced', 'Super user']);
    expect(within(toolbox).getByText('Blocks for this group arrive later.')).toBeTruthy();
  });

  it('marks the page as updating during a move, locks the controls, and shows the saved layout after a failure', async () => {
    let fail: (response: Response) => void = () => {};
    const calls = serveEditor(
      layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')]),
      () =>
        new Promise<Response>((resolve) => {
          fail = resolve;
        }),
    );
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    const first = blockFrame(FIRST_ID);
    const readsBefore = calls.filter((call) => call.url.includes('getLayout')).length;

    fireEvent.click(within(first).getByRole('button', { name: 'Move down' }));
    const updating = await screen.findByText('Updating page…');
    expect(updating.getAttribute('role')).toBe('status');
    // Locked, yet focusable: the focus stays where it was while the page updates.
    const duplicate = within(first).getByRole('button', { name: 'Duplicate' }) as HTMLButtonElement;
    expect([duplicate.disabled, duplicate.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    fireEvent.click(duplicate);
    expect(writesTo(calls, 'duplicateBlock')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Add a section' }) as HTMLButtonElement).disabled).toBe(true);
    expect(writesTo(calls, 'moveBlock')[0]?.body).toEqual({
      blockId: FIRST_ID,
      sectionId: SECTION_ID,
      index: 1,
    });

    fail(jsonResponse({ error: 'internal', reason: 'Something broke.' }, 500));
    expect(await screen.findByText(/That change could not be saved/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Updating page…')).toBeNull());
    expect(within(first).getByRole('button', { name: 'Duplicate' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('getLayout')).length).toBeGreaterThan(readsBefore),
    );
  });

  it('sends the one block left in edit mode to its setup tab', async () => {
    serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')]));
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    const first = blockFrame(FIRST_ID);
    const second = blockFrame(SECOND_ID);
    expect(first.getAttribute('data-block-mode')).toBe('display');
    expect(within(first).queryByRole('tab')).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Edit Rich text' }));
    const setupTab = within(first).getByRole('tab', { name: 'Setup' });
    expect(setupTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(setupTab, { key: 'ArrowRight' });
    expect(within(first).getByRole('tab', { name: 'Display' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(second).getByRole('button', { name: 'Edit Rich text' }));
    expect(within(first).getByRole('tab', { name: 'Display' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(second).getByRole('button', { name: 'Done editing Rich text' }));
    expect(second.getAttribute('data-block-mode')).toBe('display');
    expect(within(first).getByRole('tab', { name: 'Setup' }).getAttribute('aria-selected')).toBe('true');
  });

  it("says 'Error saving section settings' when the section settings are not saved, and 'No layout ID' when that is why", async () => {
    let answer = () => jsonResponse({ error: 'internal', reason: 'Something broke.' }, 500);
    const calls = serveEditor(layoutWith([]), () => answer());
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    expect(screen.getByText(/This page has no blocks yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Section settings' }));
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Warm-up' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error saving section settings');
    expect(writesTo(calls, 'updateSectionSettings')[0]?.body).toEqual({
      sectionId: SECTION_ID,
      settings: { heading: 'Warm-up', columns: 1, background: 'none' },
    });

    answer = () =>
      jsonResponse(
        { error: 'invalid', reason: 'Invalid input.', fields: { sectionId: 'No layout ID' } },
        400,
      );
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No layout ID'));
  });

  it('has no serious or critical accessibility violation with a block open on its tabs', async () => {
    serveEditor(
      layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')], { columns: 2 }),
    );
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    fireEvent.click(within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Edit Rich text' }));
    await within(blockFrame(FIRST_ID)).findByRole('textbox', { name: 'Rich text' }, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Section settings' })[0] as HTMLElement);
    // Colour contrast needs a layout engine, which happy-dom does not have.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const grave = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(grave.map((violation) => violation.id)).toEqual([]);
  });

  it('keeps the focus on the control that moved a block, and says where it went', async () => {
    const moved = layoutWith([block(SECOND_ID, '<p>Second</p>'), block(FIRST_ID, '<p>First</p>')]);
    serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')]), () =>
      jsonResponse({ result: moved }),
    );
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    const moveDown = within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Move down' });
    moveDown.focus();
    fireEvent.click(moveDown);
    // The block is last now: Move down cannot act, so its neighbour Move up holds the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Move up' }),
      ),
    );
    expect(
      screen.getByText('Rich text block moved to position 2 of 2 in Section 1.').getAttribute('role'),
    ).toBe('status');
  });

  it('keeps the focus on Duplicate after duplicating, and says so', async () => {
    const copy = block(NEW_ID, '<p>First</p>');
    serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>')]), () =>
      jsonResponse({ result: layoutWith([block(FIRST_ID, '<p>First</p>'), copy]) }),
    );
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    const duplicate = within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Duplicate' });
    duplicate.focus();
    fireEvent.click(duplicate);
    await screen.findByText('Rich text block duplicated. The copy follows it.');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Duplicate' }),
      ),
    );
  });

  it('gives the focus to the neighbouring block after a delete', async () => {
    serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')]), () =>
      jsonResponse({ result: layoutWith([block(SECOND_ID, '<p>Second</p>')]) }),
    );
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    fireEvent.click(within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Delete block' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete block' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(blockFrame(SECOND_ID)).getByRole('button', { name: 'Edit Rich text' }),
      ),
    );
    expect(screen.getByText('Rich text block deleted.')).toBeTruthy();
  });

  it('makes each block’s controls one Tab stop, moved through with the arrow keys', async () => {
    serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')]));
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    const controls = within(blockFrame(FIRST_ID)).getByRole('toolbar', { name: 'Rich text block controls' });
    const tabbable = () =>
      within(controls)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.getAttribute('aria-label'));
    expect(tabbable()).toEqual(['Edit Rich text']);
    within(controls).getByRole('button', { name: 'Edit Rich text' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    // Move up is disabled on the first block: the arrow skips it.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move down');
    expect(tabbable()).toEqual(['Move down']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete block');
  });

  it('opens the insert menu with "/", filters it as one types, and adds the chosen block after the focused one', async () => {
    const calls = serveEditor(
      layoutWith([block(FIRST_ID, '<p>First</p>'), block(SECOND_ID, '<p>Second</p>')]),
    );
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    within(blockFrame(FIRST_ID)).getByRole('button', { name: 'Edit Rich text' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: '/' });
    const menu = screen.getByRole('dialog', { name: 'Insert a block' });
    const search = within(menu).getByRole('combobox', { name: 'Block type' });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('placeholder')).toBe('Type to filter, e.g. video');
    expect(within(menu).getByText('Adds to: after the Rich text block')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'emb' } });
    const options = within(menu).getAllByRole('option');
    expect(options.map((option) => option.querySelector('span')?.textContent)).toEqual(['Embed']);
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(writesTo(calls, 'addBlock')).toHaveLength(1));
    expect(writesTo(calls, 'addBlock')[0]?.body).toEqual({
      sectionId: SECTION_ID,
      index: 1,
      widgetType: 'embed',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not take "/" from a text field, and Alt+Shift+T goes to the toolbox', async () => {
    serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>')]));
    renderApp('/courses/data-101/intro/?mode=edit');
    await findToolbox();
    fireEvent.click(screen.getByRole('button', { name: 'Section settings' }));
    fireEvent.keyDown(screen.getByLabelText('Heading'), { key: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'T', code: 'KeyT', altKey: true, shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a block' }));
  });

  it('starts with the course outline collapsed on a narrow screen', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
    try {
      serveEditor(layoutWith([block(FIRST_ID, '<p>First</p>')]));
      renderApp('/courses/data-101/intro/?mode=edit');
      await findToolbox();
      const outline = screen.getByRole('navigation', { name: 'Course outline' });
      expect(
        within(outline).getByRole('button', { name: 'Course outline' }).getAttribute('aria-expanded'),
      ).toBe('false');
    } finally {
      window.matchMedia = wide;
    }
  });
});
