import { z } from 'zod';
import { WIDGET_SETUP } from '../../../common/domain/widget-setup';
import { type ContentWidgetType, isContentWidgetType } from '../../../common/domain/widgets';
import { AppError } from '../../rpc/app-error';
import { validateArgs } from '../../rpc/validate';
import { sanitizedSetupData } from './rich-text-storage';

/** Why a widget type is refused (400, in `fields.widgetType`). */
export const UNKNOWN_WIDGET_REASON = 'Choose a block type from the toolbox.';

/** `widgetType` as a content widget type, or 400 when this release cannot create it. */
export function contentWidgetType(widgetType: string): ContentWidgetType {
  if (!isContentWidgetType(widgetType)) {
    throw new AppError('invalid_input', UNKNOWN_WIDGET_REASON, { widgetType: UNKNOWN_WIDGET_REASON });
  }
  return widgetType;
}

/**
 * A block's setup data as it is stored: parsed by its widget's schema (defaults filled; invalid
 * data is 400 with a reason per field, named `setupData.<field>` as the request names it), and a
 * rich text block's HTML sanitised, so nothing that runs script is ever stored.
 */
export function storedSetupData(widgetType: ContentWidgetType, setupData: unknown): Record<string, unknown> {
  const { setupData: parsed } = validateArgs(z.object({ setupData: WIDGET_SETUP[widgetType] }), {
    setupData: setupData ?? {},
  });
  return sanitizedSetupData(widgetType, parsed);
}
