import type { PageSettingsInput, pageCalls } from '../../common/api/page-admin';
import { type CallInput, call, callKey, callQuery, request } from './call';
import { apiRequest } from './client';

const createPageCall = call<typeof pageCalls.create>('page', 'create', undefined);
const checkPathCall = call<typeof pageCalls.checkPath>('page', 'lookup', 'checkPath');
const getPageSettings = call<typeof pageCalls.getPageSettings>('page', 'read', 'getPageSettings');
const updatePageSettings = call<typeof pageCalls.updatePageSettings>('page', 'update', 'updatePageSettings');
const deletePageCall = call<typeof pageCalls.deletePage>('page', 'delete', 'deletePage');
const getRevisions = call<typeof pageCalls.getRevisions>('page', 'read', 'getRevisions');
const getRevision = call<typeof pageCalls.getRevision>('page', 'read', 'getRevision');
const restoreRevisionCall = call<typeof pageCalls.restoreRevision>('page', 'update', 'restoreRevision');

// Every call of the page admin is an editor's: after a 401 it waits for sign-in and runs again.
const EDITOR = { loginRequired: true };

/** Query keys of the `page` resource. */
export const pageAdminKeys = {
  settings: (pageId: string) => callKey(getPageSettings, { id: pageId }),
  /** Every loaded page of a page's revisions (one infinite query). */
  revisions: (pageId: string) => callKey(getRevisions, { id: pageId }),
};

/** Creates a page (blank, from a template or a copy) at the end of its module. */
export function createPage(input: CallInput<typeof pageCalls.create>) {
  return request(createPageCall, { input }, EDITOR);
}

/** Is `path` free in the course? `pageId` names the page being renamed, whose own path is free. As query options. */
export const pathCheckQuery = (coursePath: string, path: string, pageId?: string) =>
  callQuery(checkPathCall, { input: { coursePath, path, pageId } }, EDITOR);

/** A page's settings (title, path, thumbnail), as query options. */
export const pageSettingsQuery = (pageId: string) => callQuery(getPageSettings, { id: pageId }, EDITOR);

/** Saves a page's title and path (and removes its thumbnail when asked). */
export function savePageSettings(pageId: string, input: PageSettingsInput) {
  return request(updatePageSettings, { id: pageId, input }, EDITOR);
}

/** Deletes a page with its content. */
export function deletePage(pageId: string) {
  return request(deletePageCall, { id: pageId }, EDITOR);
}

/** Uploads a page thumbnail (multipart, outside the /json scheme); resolves with its address. */
export function uploadPageThumbnail(pageId: string, file: File): Promise<{ thumbnailUrl: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', `/api/page/${encodeURIComponent(pageId)}/thumbnail/`, {
    formData,
    loginRequired: true,
  });
}

/** One page of a page's revisions, newest first. */
export function fetchRevisions(pageId: string, offset: number, limit: number) {
  return request(getRevisions, { id: pageId, input: { offset, limit } }, EDITOR);
}

/** One revision's content as a reader would see it, as query options. */
export const revisionQuery = (pageId: string, revisionId: string) =>
  callQuery(getRevision, { id: pageId, input: { revisionId } }, EDITOR);

/** Makes a revision the page's content again (as a new revision); resolves with the layout. */
export function restoreRevision(pageId: string, revisionId: string) {
  return request(restoreRevisionCall, { id: pageId, input: { revisionId } }, EDITOR);
}
