import type { TFunction } from 'i18next';
import type { PageSection } from '../../../common/api/course-page';
import { sectionSettingsOf } from '../../../common/api/page-layout';
import { isContentWidgetType } from '../../../common/domain/widgets';

/** A widget type's name in the interface language (a neutral name for types this release lacks). */
export function widgetName(t: TFunction, widgetType: string): string {
  return isContentWidgetType(widgetType)
    ? t(`pageEditor.widgets.${widgetType}.name`)
    : t('pageEditor.widgets.unknown');
}

/** A section's heading, or "Section n" when it has none. */
export function sectionTitle(t: TFunction, section: PageSection, index: number): string {
  return sectionSettingsOf(section).heading || t('pageEditor.section.untitled', { number: index + 1 });
}
