import type {
  CreatedPage,
  CreatePageInput,
  PageSettings,
  PageSettingsInput,
  PathCheck,
  RevisionList,
  RevisionPreview,
} from '../../common/api/page-admin';
import type { PageLayout } from '../../common/api/page-layout';
import { apiRequest } from './client';

const PAGE = '/json/page';
const id = encodeURIComponent;

/** Query keys of the `page` resource. */
export const pageAdminKeys = {
  settings: (pageId: string) => ['page', pageId, 'settings'] as const,
  revisions: (pageId: string) => ['page', pageId, 'revisions'] as const,
  revision: (pageId: string, revisionId: string) => ['page', pageId, 'revision', revisionId] as const,
  pathCheck: (coursePath: string, path: string, pageId: string | undefined) =>
    ['page', 'pathCheck', coursePath, path, pageId ?? null] as const,
};

/** Creates a page (blank, from a template or a copy) at the end of its module. */
export function createPage(input: CreatePageInput): Promise<CreatedPage> {
  return apiRequest('POST', `${PAGE}/create`, { body: input, loginRequired: true });
}

/** Is `path` free in the course? `pageId` names the page being renamed, whose own path is free. */
export function checkPath(coursePath: string, path: string, pageId?: string): Promise<PathCheck> {
  return apiRequest('GET', `${PAGE}/lookup/checkPath`, {
    query: { coursePath, path, pageId },
    loginRequired: true,
  });
}

/** A page's settings: title, path, thumbnail. */
export function fetchPageSettings(pageId: string): Promise<PageSettings> {
  return apiRequest('GET', `${PAGE}/read/getPageSettings/${id(pageId)}`, { loginRequired: true });
}

/** Saves a page's title and path (and removes its thumbnail when asked). */
export function savePageSettings(pageId: string, input: PageSettingsInput): Promise<PageSettings> {
  return apiRequest('POST', `${PAGE}/update/updatePageSettings/${id(pageId)}`, {
    body: input,
    loginRequired: true,
  });
}

/** Deletes a page with its content. */
export function deletePage(pageId: string): Promise<{ deleted: true }> {
  return apiRequest('POST', `${PAGE}/delete/deletePage/${id(pageId)}`, { loginRequired: true });
}

/** Uploads a page thumbnail; resolves with its address. */
export function uploadPageThumbnail(pageId: string, file: File): Promise<{ thumbnailUrl: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', `/api/page/${id(pageId)}/thumbnail/`, { formData, loginRequired: true });
}

/** One page of a page's revisions, newest first. */
export function fetchRevisions(pageId: string, offset: number, limit: number): Promise<RevisionList> {
  return apiRequest('GET', `${PAGE}/read/getRevisions/${id(pageId)}`, {
    query: { offset, limit },
    loginRequired: true,
  });
}

/** One revision's content as a reader would see it. */
export function fetchRevision(pageId: string, revisionId: string): Promise<RevisionPreview> {
  return apiRequest('GET', `${PAGE}/read/getRevision/${id(pageId)}`, {
    query: { revisionId },
    loginRequired: true,
  });
}

/** Makes a revision the page's content again (as a new revision); resolves with the layout. */
export function restoreRevision(pageId: string, revisionId: string): Promise<PageLayout> {
  return apiRequest('POST', `${PAGE}/update/restoreRevision/${id(pageId)}`, {
    body: { revisionId },
    loginRequired: true,
  });
}
