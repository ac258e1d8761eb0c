import type { TFunction } from 'i18next';
import type { PageSection } from '../../../common/api/course-page';
import { sectionSettingsOf } from '../../../common/api/page-layout';
import { type ContentWidgetType, isContentWidgetType } from '../../../common/domain/widgets';
import { i18n } from '../../i18n/i18n';

// i18next's types relate each widget's key, but not a union of all of them in one call (TypeScript
// gives up on it, the more so as widgets are added): the call names one key's type, and
// editor-names.test.ts checks that every widget has both texts in every language.
const widgetText = (key: `${ContentWidgetType}.${'name' | 'description'}`): string =>
  i18n.t(`pageEditor.widgets.${key}` as 'pageEditor.widgets.rich_text.name');

/** A widget type's name in the interface language (a neutral name for types this release lacks). */
export function widgetName(t: TFunction, widgetType: string): string {
  return isContentWidgetType(widgetType) ? widgetText(`${widgetType}.name`) : t('pageEditor.widgets.unknown');
}

/** What a widget type is for, in the interface language (the toolbox and the insert menu). */
export function widgetDescription(widgetType: ContentWidgetType): string {
  return widgetText(`${widgetType}.description`);
}

/** A section's heading, or "Section n" when it has none. */
export function sectionTitle(t: TFunction, section: PageSection, index: number): string {
  return sectionSettingsOf(section).heading || t('pageEditor.section.untitled', { number: index + 1 });
}
