import { describe, expect, it } from 'vitest';
import type { PageSection } from '../../../common/api/course-page';
import { dropPlaceOf } from './block-drag';

const section = (id: string, blockIds: string[]): PageSection => ({
  id,
  settings: {},
  blocks: blockIds.map((blockId) => ({
    id: blockId,
    widgetType: 'rich_text',
    setupData: {},
    settings: {},
    isProgressContributor: false,
  })),
});

const PAGE = [section('s1', ['a', 'b', 'c']), section('s2', ['d'])];

describe('dropPlaceOf', () => {
  it('counts the index without the dragged block, as moveBlock does', () => {
    expect(dropPlaceOf(PAGE, 'a', { blockId: 'c', side: 'after' })).toEqual({ sectionId: 's1', index: 2 });
    expect(dropPlaceOf(PAGE, 'c', { blockId: 'a', side: 'before' })).toEqual({ sectionId: 's1', index: 0 });
    expect(dropPlaceOf(PAGE, 'a', { blockId: 'c', side: 'before' })).toEqual({ sectionId: 's1', index: 1 });
  });

  it('moves across sections, beside a block or at a section’s end', () => {
    expect(dropPlaceOf(PAGE, 'b', { blockId: 'd', side: 'before' })).toEqual({ sectionId: 's2', index: 0 });
    expect(dropPlaceOf(PAGE, 'b', { sectionId: 's2' })).toEqual({ sectionId: 's2', index: 1 });
    expect(dropPlaceOf(PAGE, 'd', { sectionId: 's1' })).toEqual({ sectionId: 's1', index: 3 });
  });

  it('is null where the block would not move', () => {
    expect(dropPlaceOf(PAGE, 'b', { blockId: 'b', side: 'after' })).toBeNull();
    expect(dropPlaceOf(PAGE, 'b', { blockId: 'a', side: 'after' })).toBeNull();
    expect(dropPlaceOf(PAGE, 'c', { sectionId: 's1' })).toBeNull();
    expect(dropPlaceOf(PAGE, 'b', { sectionId: 'gone' })).toBeNull();
  });
});
