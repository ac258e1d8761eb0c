import type { TFunction } from 'i18next';
import type { PageSection } from '../../../common/api/course-page';
import { sectionSettingsOf } from '../../../common/api/page-layout';
import { type ContentWidgetType, isContentWidgetType } from '../../../common/domain/widgets';
import { i18n } from '../../i18n/i18n';

// The widgets' texts under their own key prefix: a type's name and description are checked against
// the few keys of `pageEditor.widgets`, not every key of the app (a union of every widget type
// against every key was more than the type checker would always relate).
const widgetTexts = () => i18n.getFixedT(null, null, 'pageEditor.widgets');

/** A widget type's name in the interface language (a neutral name for types this release lacks). */
export function widgetName(t: TFunction, widgetType: string): string {
  return isContentWidgetType(widgetType)
    ? widgetTexts()(`${widgetType}.name`)
    : t('pageEditor.widgets.unknown');
}

/** What a widget type is for, in the interface language (the toolbox and the insert menu). */
export function widgetDescription(widgetType: ContentWidgetType): string {
  return widgetTexts()(`${widgetType}.description`);
}

/** A section's heading, or "Section n" when it has none. */
export function sectionTitle(t: TFunction, section: PageSection, index: number): string {
  return sectionSettingsOf(section).heading || t('pageEditor.section.untitled', { number: index + 1 });
}
