import { z } from 'zod';
import { contract } from './contract';
import { FeedPage } from './feed';

/**
 * A gallery block's posts (spec §2 galleries; §9 Gallery page size): the posts carrying an image or
 * a video that the reader may see under the feeds' rules, newest first, `GALLERY_PAGE_SIZE` a page
 * (keyset paging: `before` is the `nextCursor` of the page before). The source is the block's setup
 * (common/domain/widget-setup.ts GallerySetup): one post block of the same page, or the class.
 */

/** Posts a gallery page holds; the web shows 16 more at each "Load more". */
export const GALLERY_PAGE_SIZE = 16;

/** The attachment kinds a gallery shows (embeds are other sites' pages, not pictures). */
export const GALLERY_MEDIA_KINDS = ['image', 'video'] as const;

export const GalleryInput = z.object({
  cohortPath: z.string({ error: 'Choose a class.' }).trim().min(1, { error: 'Choose a class.' }),
  before: z.string().max(100).optional(),
});

/** The gallery's calls, served by the `feed` resource. */
export const galleryCalls = {
  /** A gallery block's posts (id: the gallery block) in a class. */
  getGallery: contract('feed', 'read', 'getGallery', { input: GalleryInput, output: FeedPage }),
};
