import type { PageTemplateSummary } from '../../../common/api/page-admin';
import { i18n } from '../../i18n/i18n';

/** The starter templates the web words itself, by their key. */
export const STARTER_TEMPLATE_KEYS = [
  'introduction',
  'reading',
  'video_lesson',
  'reflection',
  'case_study',
  'summary',
] as const;
type StarterKey = (typeof STARTER_TEMPLATE_KEYS)[number];

function isKnownStarter(key: string | null): key is StarterKey {
  return (STARTER_TEMPLATE_KEYS as readonly (string | null)[]).includes(key);
}

/** A template's name and description: a starter's translated by key, a saved one's (or an unknown key's) as stored. */
export function templateText(template: Pick<PageTemplateSummary, 'key' | 'name' | 'description'>): {
  name: string;
  description: string;
} {
  if (!isKnownStarter(template.key)) return { name: template.name, description: template.description };
  return {
    name: i18n.t(`pageHelper.starters.${template.key}.name`),
    description: i18n.t(`pageHelper.starters.${template.key}.description`),
  };
}
