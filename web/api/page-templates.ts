import type { PageTemplatePreview, PageTemplateSummary } from '../../common/api/page-admin';
import { apiRequest } from './client';

const TEMPLATE = '/json/pageTemplate';

/** Query keys of the `pageTemplate` resource. */
export const pageTemplateKeys = {
  list: ['pageTemplate', 'list'] as const,
  one: (templateId: string) => ['pageTemplate', templateId] as const,
};

/** The starter templates, then the caller's saved ones. */
export function fetchTemplates(): Promise<PageTemplateSummary[]> {
  return apiRequest('GET', `${TEMPLATE}/lookup/listTemplates`, { loginRequired: true });
}

/** One template with its sections, for the preview. */
export function fetchTemplate(templateId: string): Promise<PageTemplatePreview> {
  return apiRequest('GET', `${TEMPLATE}/read/getTemplate/${encodeURIComponent(templateId)}`, {
    loginRequired: true,
  });
}

/** Saves a page's content as a template of the caller's. */
export function saveTemplate(input: {
  pageId: string;
  name: string;
  description: string;
}): Promise<PageTemplateSummary> {
  return apiRequest('POST', `${TEMPLATE}/create`, { body: input, loginRequired: true });
}

/** Deletes one of the caller's saved templates. */
export function deleteTemplate(templateId: string): Promise<{ deleted: true }> {
  return apiRequest('POST', `${TEMPLATE}/delete/deleteTemplate/${encodeURIComponent(templateId)}`, {
    loginRequired: true,
  });
}
