import { describe, expect, it } from 'vitest';
import { CONTENT_WIDGET_TYPES } from '../../../common/domain/widgets';
import english from '../../i18n/locales/en.json';
import indonesian from '../../i18n/locales/id.json';
import malay from '../../i18n/locales/ms.json';

describe('widget names', () => {
  it('has a name and a description for every widget in every language', () => {
    for (const catalogue of [english, indonesian, malay]) {
      const widgets = catalogue.pageEditor.widgets as Record<string, { name?: string; description?: string }>;
      for (const widgetType of CONTENT_WIDGET_TYPES) {
        expect(widgets[widgetType]?.name, widgetType).toMatch(/\S/);
        expect(widgets[widgetType]?.description, widgetType).toMatch(/\S/);
      }
    }
  });
});
