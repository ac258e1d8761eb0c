import { blockMediaUrl } from '../../../common/api/block-media';
import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { courseMediaUrl } from '../courses';

// Older block images (demo courses) are stored beside course images, served under /media/courses/.
const COURSE_FOLDER = 'courses/';
const BLOCK_MEDIA_FOLDER = 'course-files/';

/**
 * The public address of a block's media key: a block media upload (`course-files/`), or an older
 * block image kept with the course images (`courses/`); null for anything else.
 */
export function blockMediaKeyUrl(storageKey: unknown): string | null {
  if (typeof storageKey !== 'string') return null;
  if (storageKey.startsWith(BLOCK_MEDIA_FOLDER)) return blockMediaUrl(storageKey);
  return storageKey.startsWith(COURSE_FOLDER) ? courseMediaUrl(storageKey.slice(COURSE_FOLDER.length)) : null;
}

/**
 * The address fields a reader receives beside each media key of the setup data. A video's `url`
 * is its link, so its uploaded file's address is `fileUrl`.
 */
function mediaUrls(widgetType: string, setupData: Record<string, unknown>): Record<string, string | null> {
  const urls: Record<string, string | null> = {};
  if ('storageKey' in setupData) {
    urls[widgetType === 'video' ? 'fileUrl' : 'url'] = blockMediaKeyUrl(setupData.storageKey);
  }
  if ('captionsKey' in setupData) urls.captionsUrl = blockMediaKeyUrl(setupData.captionsKey);
  return urls;
}

/**
 * A stored block as a reader receives it: the address of every media key added to its setup data.
 * Rich text goes out as stored: it was sanitised when stored (rich-text-storage.ts).
 */
export function blockForReader(block: PageBlock): PageBlock {
  const { setupData } = block;
  const urls = mediaUrls(block.widgetType, setupData);
  return Object.keys(urls).length > 0 ? { ...block, setupData: { ...setupData, ...urls } } : block;
}

/** Stored sections as a reader receives them (blockForReader on every block). */
export function sectionsForReader(sections: readonly PageSection[]): PageSection[] {
  return sections.map((section) => ({ ...section, blocks: section.blocks.map(blockForReader) }));
}
