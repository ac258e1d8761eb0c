import type { LayoutWriteName, layoutCalls } from '../../common/api/page-layout';
import { type CallInput, type CallOutput, call, callKey, callQuery, request } from './call';

/** The layout writes of `update layout <name>/{pageId}` (common/api/page-layout.ts). */
export type LayoutChange = LayoutWriteName;
/** What a layout write sends. */
export type LayoutChangeInput<Change extends LayoutChange> = CallInput<(typeof layoutCalls)[Change]>;

const getLayout = call<typeof layoutCalls.getLayout>('layout', 'read', 'getLayout');

/** Query key of a page's layout as its editor holds it. */
export const layoutKey = (pageId: string) => callKey(getLayout, { id: pageId });

/** A page's sections and blocks for its editor (editors only), as query options. */
export const layoutQuery = (pageId: string) => callQuery(getLayout, { id: pageId });

/** Saves one change of a page's layout; resolves with the layout as saved. */
export function saveLayoutChange<Change extends LayoutChange>(
  pageId: string,
  change: Change,
  input: LayoutChangeInput<Change>,
): Promise<CallOutput<(typeof layoutCalls)[Change]>> {
  const address = call<(typeof layoutCalls)[Change]>('layout', 'update', change);
  return request(address, { id: pageId, input }, { loginRequired: true });
}
