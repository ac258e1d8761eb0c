import type { PageSection } from '../../../common/api/course-page';
import { AppError } from '../../rpc/app-error';

/** Why a gallery's source is refused (400, in `fields['setupData.sourceBlockId']`). */
export const GALLERY_SOURCE_REASON = 'Choose a post block of this page.';

/**
 * A gallery block's setup data (already parsed by GallerySetup) is kept only when its source is
 * the whole class (null) or a post block of the same page: the page's layout, read under the page
 * lock, holds every block of the page, so no query is needed. Other widgets pass unchanged.
 */
export function checkGallerySource(
  widgetType: string,
  setupData: Record<string, unknown>,
  sections: readonly PageSection[],
): Record<string, unknown> {
  if (widgetType !== 'gallery') return setupData;
  const source = setupData.sourceBlockId;
  if (source === null || source === undefined) return setupData;
  const found = sections.some((section) =>
    section.blocks.some((block) => block.id === source && block.widgetType === 'post'),
  );
  if (!found) {
    throw new AppError('invalid_input', GALLERY_SOURCE_REASON, {
      'setupData.sourceBlockId': GALLERY_SOURCE_REASON,
    });
  }
  return setupData;
}
