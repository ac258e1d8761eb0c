import type { pageTemplateCalls } from '../../common/api/page-admin';
import { type CallInput, call, callKey, callQuery, request } from './call';

const listTemplates = call<typeof pageTemplateCalls.listTemplates>('pageTemplate', 'lookup', 'listTemplates');
const getTemplate = call<typeof pageTemplateCalls.getTemplate>('pageTemplate', 'read', 'getTemplate');
const createTemplate = call<typeof pageTemplateCalls.create>('pageTemplate', 'create', undefined);
const deleteTemplateCall = call<typeof pageTemplateCalls.deleteTemplate>(
  'pageTemplate',
  'delete',
  'deleteTemplate',
);

/** Query keys of the `pageTemplate` resource. */
export const pageTemplateKeys = {
  list: callKey(listTemplates),
};

/** The starter templates, then the caller's saved ones, as query options. */
export const templatesQuery = () => callQuery(listTemplates, {}, { loginRequired: true });

/** One template with its sections, for the preview, as query options. */
export const templateQuery = (templateId: string) =>
  callQuery(getTemplate, { id: templateId }, { loginRequired: true });

/** Saves a page's content as a template of the caller's. */
export function saveTemplate(input: CallInput<typeof pageTemplateCalls.create>) {
  return request(createTemplate, { input }, { loginRequired: true });
}

/** Deletes one of the caller's saved templates. */
export function deleteTemplate(templateId: string) {
  return request(deleteTemplateCall, { id: templateId }, { loginRequired: true });
}
