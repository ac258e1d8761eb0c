import type { assessmentCalls } from '../../common/api/assessment';
import { type CallInput, call, callKeyPrefix, callQuery, request } from './call';

const listDesigns = call<typeof assessmentCalls.listDesigns>('assessment', 'lookup', 'listDesigns');
const createCall = call<typeof assessmentCalls.createDesign>('assessment', 'create', undefined);
const updateCall = call<typeof assessmentCalls.updateDesign>('assessment', 'update', 'updateDesign');
const removeCall = call<typeof assessmentCalls.removeDesign>('assessment', 'delete', 'removeDesign');
const markingQueue = call<typeof assessmentCalls.markingQueue>('assessment', 'lookup', 'markingQueue');
const markingItem = call<typeof assessmentCalls.markingItem>('assessment', 'read', 'markingItem');
const designUses = call<typeof assessmentCalls.designUses>('assessment', 'read', 'designUses');

const loginRequired = { loginRequired: true };

/** The key prefix of every design list: what a change to a design makes stale. */
export const designsKey = callKeyPrefix(listDesigns);

/** The key prefix of every design's page: stale after a change to the design. */
export const designUsesKey = callKeyPrefix(designUses);

/** A design with its course and the questions marked by it (its course's writers only). */
export const designUsesQuery = (designId: string) => callQuery(designUses, { id: designId }, loginRequired);

/** A course's assessment designs (its writers only). */
export const designsQuery = (coursePath: string) =>
  callQuery(listDesigns, { input: { coursePath } }, loginRequired);

export const createDesign = (input: CallInput<typeof assessmentCalls.createDesign>) =>
  request(createCall, { input }, loginRequired);
export const updateDesign = (designId: string, input: CallInput<typeof assessmentCalls.updateDesign>) =>
  request(updateCall, { id: designId, input }, loginRequired);
export const removeDesign = (designId: string) => request(removeCall, { id: designId }, loginRequired);

/** The key prefixes of the queue and its items: what a mark makes stale. */
export const markingKeys = [callKeyPrefix(markingQueue), callKeyPrefix(markingItem)] as const;

/** One page of the marking queue of the classes the caller teaches. */
export const markingQueueQuery = (input: CallInput<typeof assessmentCalls.markingQueue>) =>
  callQuery(markingQueue, { input }, loginRequired);

/** An attempt as its teacher marks it: the work, the question and the design it is marked by. */
export const markingItemQuery = (attemptId: string) =>
  callQuery(markingItem, { id: attemptId }, loginRequired);
