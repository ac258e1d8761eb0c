import type { outlineCalls } from '../../common/api/outline';
import type { outlinePageCalls } from '../../common/api/page-admin';
import { type CallInput, type CallOutput, call, callKey, callQuery, request } from './call';

/** The outline writes of `update outline …/{coursePath}` (with content's addPage), answered by the outline. */
type OutlineWrites = Omit<typeof outlineCalls, 'getOutline'> & typeof outlinePageCalls;
export type OutlineChange = keyof OutlineWrites;
/** What an outline write sends. */
export type OutlineChangeInput<Change extends OutlineChange> = CallInput<OutlineWrites[Change]>;

const getOutline = call<typeof outlineCalls.getOutline>('outline', 'read', 'getOutline');

/** Query key of a course's outline. */
export const outlineKey = (coursePath: string) => callKey(getOutline, { id: coursePath });

/** A course's outline (objective, outcomes, modules with their pages), as query options. */
export const outlineQuery = (coursePath: string) => callQuery(getOutline, { id: coursePath });

/** Saves one change of the outline; resolves with the outline as saved. */
export function saveOutlineChange<Change extends OutlineChange>(
  coursePath: string,
  change: Change,
  input: OutlineChangeInput<Change>,
): Promise<CallOutput<OutlineWrites[Change]>> {
  const address = call<OutlineWrites[Change]>('outline', 'update', change);
  return request(address, { id: coursePath, input }, { loginRequired: true });
}
