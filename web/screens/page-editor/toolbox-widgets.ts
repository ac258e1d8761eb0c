import {
  CONTENT_WIDGET_TYPES,
  type ContentWidgetType,
  SUPERUSER_CATEGORIES,
  TOOLBOX_CATEGORIES,
  type ToolboxCategory,
  WIDGET_CATEGORY,
} from '../../../common/domain/widgets';

/** The toolbox categories a user sees, in order (superuser only for super users). */
export const toolboxCategoriesFor = (isSuperUser: boolean): ToolboxCategory[] =>
  TOOLBOX_CATEGORIES.filter((category) => isSuperUser || !SUPERUSER_CATEGORIES.includes(category));

/** The widgets of a category, in the order of the widget list. */
export const widgetsOf = (category: ToolboxCategory): ContentWidgetType[] =>
  CONTENT_WIDGET_TYPES.filter((widgetType) => WIDGET_CATEGORY[widgetType] === category);

/** Every widget a user may add, category by category. */
export const insertableWidgets = (isSuperUser: boolean): ContentWidgetType[] =>
  toolboxCategoriesFor(isSuperUser).flatMap(widgetsOf);
