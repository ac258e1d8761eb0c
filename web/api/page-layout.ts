import type { PageLayout } from '../../common/api/page-layout';
import { apiRequest } from './client';

/** The layout writes of `update layout <name>/{pageId}` (common/api/page-layout.ts). */
export type LayoutChange =
  | 'updateSectionSettings'
  | 'addSection'
  | 'moveSection'
  | 'deleteSection'
  | 'addBlock'
  | 'updateBlock'
  | 'moveBlock'
  | 'resizeBlock'
  | 'duplicateBlock'
  | 'deleteBlock'
  | 'migrateLayout';

/** Query key of a page's layout as its editor holds it. */
export const layoutKey = (pageId: string) => ['pageLayout', pageId] as const;

/** A page's sections and blocks for its editor (editors only). */
export function fetchLayout(pageId: string): Promise<PageLayout> {
  return apiRequest('GET', `/json/layout/read/getLayout/${encodeURIComponent(pageId)}`);
}

/** Saves one change of a page's layout; resolves with the layout as saved. */
export function saveLayoutChange(
  pageId: string,
  change: LayoutChange,
  body: Record<string, unknown>,
): Promise<PageLayout> {
  return apiRequest('POST', `/json/layout/update/${change}/${encodeURIComponent(pageId)}`, {
    body,
    loginRequired: true,
  });
}
