import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentWidgetType, ToolboxCategory } from '../../../common/domain/widgets';
import { useAuthState } from '../../auth/use-auth-state';
import { Icon, type IconName } from '../../components/icon';
import { widgetDescription, widgetName } from './editor-names';
import { toolboxCategoriesFor, widgetsOf } from './toolbox-widgets';

interface ToolboxProps {
  /** Where a chosen widget goes, in words ("End of Section 2", "After Rich text"). */
  targetLabel: string;
  disabled: boolean;
  onChoose: (widgetType: ContentWidgetType) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

// The icons beside widget names, for the widgets that have one (the social ones).
const WIDGET_ICONS: Partial<Record<ContentWidgetType, IconName>> = {
  post: 'chat',
  feed: 'users',
  gallery: 'image',
};

/** Which "arrives later" note an empty category shows: the features its widgets come with. */
const laterNoteOf = (category: ToolboxCategory) =>
  category === 'social' || category === 'integration' ? category : 'other';

/** The toolbox of spec §3: its categories in order (superuser only for super users), each with its widgets. */
export function Toolbox({ targetLabel, disabled, onChoose, headingRef }: ToolboxProps) {
  const { t } = useTranslation();
  const isSuperUser = useAuthState().currentUser?.isSuperUser ?? false;
  const categories = toolboxCategoriesFor(isSuperUser);
  return (
    <aside aria-labelledby="page-editor-toolbox" className="h-fit rounded-2xl border border-slate-200 p-4">
      <h2
        id="page-editor-toolbox"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        {t('pageEditor.toolbox.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('pageEditor.toolbox.target', { target: targetLabel })}</p>
      {categories.map((category) => {
        const widgets = widgetsOf(category);
        return (
          <div key={category} className="mt-4">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              {t(`pageEditor.toolbox.categories.${category}`)}
            </h3>
            {widgets.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                {t(`pageEditor.toolbox.later.${laterNoteOf(category)}`)}
              </p>
            ) : (
              <ul className="mt-2 space-y-2">
                {widgets.map((widgetType) => (
                  <li
                    key={widgetType}
                    className="rounded-lg border border-slate-200 px-3 py-2 focus-within:border-brand-600 hover:border-brand-600 hover:bg-brand-50"
                  >
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => onChoose(widgetType)}
                      aria-describedby={`toolbox-${widgetType}-description`}
                      className="flex w-full items-center gap-2 text-left text-sm font-medium text-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
                    >
                      {WIDGET_ICONS[widgetType] && (
                        <Icon name={WIDGET_ICONS[widgetType]} className="size-4" />
                      )}
                      {widgetName(t, widgetType)}
                    </button>
                    <p id={`toolbox-${widgetType}-description`} className="text-xs text-slate-600">
                      {widgetDescription(widgetType)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </aside>
  );
}
