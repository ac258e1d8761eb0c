import { describe, expect, it } from 'vitest';
import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { sectionsVisibleTo } from './block-visibility';

const NOW = new Date('2026-06-01T12:00:00Z');

function block(id: string, sharing?: Record<string, unknown>): PageBlock {
  return {
    id,
    widgetType: 'rich_text',
    setupData: { html: '<p>x</p>' },
    settings: sharing ? { sharing } : {},
    isProgressContributor: false,
  };
}

const sections: PageSection[] = [
  {
    id: 's1',
    settings: {},
    blocks: [
      block('everyone', { accessType: 'everyone', revealAfter: null }),
      block('no-settings'),
      block('staff', { accessType: 'staff', revealAfter: null }),
    ],
  },
  {
    id: 's2',
    settings: {},
    blocks: [
      block('revealed', { accessType: 'after_date', revealAfter: '2026-05-31T12:00:00Z' }),
      block('revealed-now', { accessType: 'after_date', revealAfter: '2026-06-01T12:00:00Z' }),
      block('future', { accessType: 'after_date', revealAfter: '2026-06-02T12:00:00+07:00' }),
      block('no-date', { accessType: 'after_date', revealAfter: null }),
    ],
  },
];

const ids = (visible: PageSection[]) => visible.map((section) => section.blocks.map((b) => b.id));

describe('sectionsVisibleTo', () => {
  it('shows every block to an editor', () => {
    expect(ids(sectionsVisibleTo(sections, true, NOW))).toEqual([
      ['everyone', 'no-settings', 'staff'],
      ['revealed', 'revealed-now', 'future', 'no-date'],
    ]);
  });

  it('hides staff-only and not yet revealed blocks from other readers, keeping the sections', () => {
    const visible = sectionsVisibleTo(sections, false, NOW);
    expect(visible.map((section) => section.id)).toEqual(['s1', 's2']);
    expect(ids(visible)).toEqual([
      ['everyone', 'no-settings'],
      ['revealed', 'revealed-now'],
    ]);
  });

  it('reveals an after_date block once its date has passed', () => {
    const later = new Date('2026-06-03T00:00:00Z');
    expect(ids(sectionsVisibleTo(sections, false, later))[1]).toEqual(['revealed', 'revealed-now', 'future']);
  });

  it('does not change the sections it is given', () => {
    sectionsVisibleTo(sections, false, NOW);
    expect(sections[0]!.blocks).toHaveLength(3);
  });

  it('gives readers who are not editors a quiz block without its answer key, and editors with it', () => {
    const quiz: PageBlock = {
      ...block('quiz'),
      widgetType: 'multiple_choice',
      setupData: { question: 'Q', answerKey: { correctOptionIds: ['a'] } },
    };
    const page: PageSection[] = [{ id: 's', settings: {}, blocks: [quiz, block('text')] }];
    expect(sectionsVisibleTo(page, true, NOW)).toBe(page);
    const [section] = sectionsVisibleTo(page, false, NOW);
    expect(section!.blocks.map((b) => b.setupData)).toEqual([{ question: 'Q' }, { html: '<p>x</p>' }]);
    expect(JSON.stringify(section)).not.toContain('correctOptionIds');
    expect(quiz.setupData).toHaveProperty('answerKey');
  });

  it('gives readers the very sections when nothing is left out', () => {
    const page: PageSection[] = [{ id: 's', settings: {}, blocks: [block('text')] }];
    expect(sectionsVisibleTo(page, false, NOW)).toBe(page);
  });
});
