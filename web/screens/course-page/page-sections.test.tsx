import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { PageSections } from './page-sections';

resetClientAroundEachTest();

const text = (id: string, html: string, settings: Record<string, unknown> = {}): PageBlock => ({
  id,
  widgetType: 'rich_text',
  setupData: { html },
  settings,
  isProgressContributor: false,
});

const SECTIONS: PageSection[] = [
  {
    id: 's1',
    settings: { heading: 'Warm-up', columns: 2, background: 'subtle' },
    blocks: [
      text('b1', '<p>Wide block</p>', {
        layout: { span: 2 },
        display: { title: 'Read first', showTitle: true },
      }),
      text('b2', '<p>Hidden in exhibits</p>', { exhibit: { hidden: true, caption: '' } }),
      text('b3', '<p>Captioned</p>', { exhibit: { hidden: false, caption: 'From the workshop' } }),
    ],
  },
];

describe('PageSections', () => {
  it('draws section headings, block titles and spans in display mode, with every block', () => {
    const { container } = render(<PageSections sections={SECTIONS} exhibit={false} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Warm-up' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Read first' })).toBeTruthy();
    expect(container.querySelector('.md\\:grid-cols-2')).not.toBeNull();
    expect(screen.getByText('Wide block').closest('.md\\:col-span-2')).not.toBeNull();
    expect(screen.getByText('Hidden in exhibits')).toBeTruthy();
    expect(screen.queryByText('From the workshop')).toBeNull();
    expect(container.querySelectorAll('[data-block-mode="display"]')).toHaveLength(3);
  });

  it('leaves hidden blocks out of an exhibit and shows exhibit captions', () => {
    const { container } = render(<PageSections sections={SECTIONS} exhibit headingLevel={2} />);
    expect(screen.queryByText('Hidden in exhibits')).toBeNull();
    expect(screen.getByText('From the workshop')).toBeTruthy();
    expect(container.querySelectorAll('[data-block-mode="exhibit"]')).toHaveLength(2);
  });
});
