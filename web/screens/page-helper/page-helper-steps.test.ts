import { describe, expect, it } from 'vitest';
import { canGoBack, type HelperEvent, helperReducer, initialHelperState } from './page-helper-steps';

const run = (events: HelperEvent[], start = initialHelperState()) => events.reduce(helperReducer, start);

describe('the page helper steps', () => {
  it('starts at the templates list, with nowhere to go back to', () => {
    const state = initialHelperState();
    expect(state.step).toEqual({ name: 'templates' });
    expect(canGoBack(state)).toBe(false);
  });

  it('goes templates → preview → use-template details and back the same way', () => {
    const details = run([
      { type: 'previewTemplate', templateId: 't1' },
      { type: 'useTemplate', templateId: 't1' },
    ]);
    expect(details.step).toEqual({ name: 'templateDetails', templateId: 't1' });
    const preview = helperReducer(details, { type: 'back' });
    expect(preview.step).toEqual({ name: 'preview', templateId: 't1' });
    const list = helperReducer(preview, { type: 'back' });
    expect(list.step).toEqual({ name: 'templates' });
    expect(canGoBack(list)).toBe(false);
  });

  it('goes straight from the list to the details of a template', () => {
    expect(run([{ type: 'useTemplate', templateId: 't2' }]).step).toEqual({
      name: 'templateDetails',
      templateId: 't2',
    });
  });

  it('copies an existing page through the existing pages step', () => {
    const copy = run([{ type: 'chooseExistingPage' }, { type: 'copyPage', pageId: 'p9' }]);
    expect(copy.step).toEqual({ name: 'copyDetails', sourcePageId: 'p9' });
    expect(helperReducer(copy, { type: 'back' }).step).toEqual({ name: 'existingPages' });
  });

  it('opens the blank page details from the list', () => {
    expect(run([{ type: 'chooseBlank' }]).step).toEqual({ name: 'blankDetails' });
  });

  it('ignores events the current step does not answer', () => {
    const blank = run([{ type: 'chooseBlank' }]);
    expect(helperReducer(blank, { type: 'copyPage', pageId: 'p1' })).toBe(blank);
    const list = initialHelperState();
    expect(helperReducer(list, { type: 'back' })).toBe(list);
    expect(helperReducer(list, { type: 'copyPage', pageId: 'p1' })).toBe(list);
  });

  it('opens at the copy details of a given page, without a way back', () => {
    const state = initialHelperState('copyDetails', 'p3');
    expect(state.step).toEqual({ name: 'copyDetails', sourcePageId: 'p3' });
    expect(canGoBack(state)).toBe(false);
    expect(helperReducer(state, { type: 'back' })).toBe(state);
  });

  it('falls back to the templates list when copy details lack a source page', () => {
    expect(initialHelperState('copyDetails').step).toEqual({ name: 'templates' });
  });
});
