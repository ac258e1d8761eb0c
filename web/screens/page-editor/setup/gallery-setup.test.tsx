import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageBlock, PageSection } from '../../../../common/api/course-page';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { PageSectionsContext } from '../page-sections-context';
import { socialPreview } from '../social-preview';
import { GallerySetup } from './gallery-setup';
import { setupFormHarness } from './setup-form-harness';

resetClientAroundEachTest();

const POST_ID = '3c1d2e4f-0000-4000-8000-000000000001';
const OTHER_POST_ID = '3c1d2e4f-0000-4000-8000-000000000002';

const blockOf = (id: string, widgetType: string, setupData: Record<string, unknown>): PageBlock => ({
  id,
  widgetType,
  setupData,
  settings: {},
  isProgressContributor: false,
});

const sections = (blocks: PageBlock[]) => [{ id: 's1', settings: {}, blocks }] as unknown as PageSection[];

const PAGE = sections([
  blockOf('r1', 'rich_text', { html: '<p>Read this.</p>' }),
  blockOf(POST_ID, 'post', { prompt: '<p>Share a <strong>photo</strong> of your week.</p>' }),
  blockOf(OTHER_POST_ID, 'post', { prompt: '' }),
]);

describe('a gallery block’s setup', () => {
  it('offers the whole class or each post block of the page, and saves the choice', () => {
    const { Harness, onChange } = setupFormHarness(GallerySetup, 'gallery');
    render(
      <PageSectionsContext value={PAGE}>
        <Harness />
      </PageSectionsContext>,
    );
    const source = screen.getByRole('combobox', { name: 'Pictures from' }) as HTMLSelectElement;
    expect([...source.options].map((option) => option.textContent)).toEqual([
      'Every post of the reader’s class',
      'Post block 1: Share a photo of your week.',
      'Post block 2',
    ]);
    expect(source.value).toBe('class');
    fireEvent.change(source, { target: { value: POST_ID } });
    expect(onChange).toHaveBeenLastCalledWith({ heading: '', sourceBlockId: POST_ID });
    fireEvent.change(screen.getByRole('textbox', { name: /Heading/ }), { target: { value: 'Our week' } });
    expect(onChange).toHaveBeenLastCalledWith({ heading: 'Our week', sourceBlockId: POST_ID });
    fireEvent.change(source, { target: { value: 'class' } });
    expect(onChange).toHaveBeenLastCalledWith({ heading: 'Our week', sourceBlockId: null });
  });

  it('says when the chosen post block is gone, and when the page has none', () => {
    const { Harness } = setupFormHarness(GallerySetup, 'gallery', { sourceBlockId: POST_ID });
    render(
      <PageSectionsContext value={sections([])}>
        <Harness />
      </PageSectionsContext>,
    );
    const source = screen.getByRole('combobox', { name: 'Pictures from' }) as HTMLSelectElement;
    expect(source.value).toBe('');
    expect(source.options[0]!.textContent).toBe(
      'The post block chosen is no longer on this page: choose another.',
    );
    expect(
      screen.getByText(
        'This page has no post block: the gallery shows the posts of the reader’s whole class.',
      ),
    ).toBeTruthy();
  });
});

describe('a gallery block in the editor’s canvas', () => {
  it('shows its heading and where its pictures come from', () => {
    const gallery = blockOf('g1', 'gallery', { heading: 'Our week', sourceBlockId: POST_ID });
    render(<PageSectionsContext value={PAGE}>{socialPreview(gallery)}</PageSectionsContext>);
    expect(screen.getByRole('heading', { name: 'Our week' })).toBeTruthy();
    expect(
      screen.getByText(
        'Readers see the images and videos posted on Post block 1: Share a photo of your week. here, newest first.',
      ),
    ).toBeTruthy();
  });

  it('names the class when it draws from the whole class', () => {
    render(<div>{socialPreview(blockOf('g1', 'gallery', { heading: '', sourceBlockId: null }))}</div>);
    expect(
      screen.getByText('Readers see the images and videos posted in their class here, newest first.'),
    ).toBeTruthy();
  });
});
