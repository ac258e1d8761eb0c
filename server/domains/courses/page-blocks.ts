import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { sanitizeRichText } from '../../security/rich-text';
import { courseMediaUrl } from './course-store';

// Block images are stored beside course images (course-media.ts), so /media/courses/ serves them.
const COURSE_FOLDER = 'courses/';

/** The public address of a block image's storage key, or null when it is not a course image. */
export function blockImageUrl(storageKey: unknown): string | null {
  return typeof storageKey === 'string' && storageKey.startsWith(COURSE_FOLDER)
    ? courseMediaUrl(storageKey.slice(COURSE_FOLDER.length))
    : null;
}

/**
 * A stored block as a reader receives it: rich text sanitised again (defence in depth against a
 * row written around the editor) and an image block's address added to its setup data.
 */
export function blockForReader(block: PageBlock): PageBlock {
  const { setupData } = block;
  if (block.widgetType === 'rich_text') {
    const html = typeof setupData.html === 'string' ? setupData.html : '';
    return { ...block, setupData: { ...setupData, html: sanitizeRichText(html) } };
  }
  if (block.widgetType === 'image') {
    return { ...block, setupData: { ...setupData, url: blockImageUrl(setupData.storageKey) } };
  }
  return block;
}

/** Stored sections as a reader receives them (blockForReader on every block). */
export function sectionsForReader(sections: readonly PageSection[]): PageSection[] {
  return sections.map((section) => ({ ...section, blocks: section.blocks.map(blockForReader) }));
}
