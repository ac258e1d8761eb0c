import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../common/api/course-page';
import type { BlockSettings } from '../../../common/api/page-layout';
import { blockSettingsOf } from '../../../common/api/page-layout';
import { blockTabsOf, type ContentBlockTab } from '../../../common/domain/widgets';
import type { FieldErrors } from '../../../common/errors';
import { reasonText } from '../../lib/reason-text';
import { AlignmentTab } from './tabs/alignment-tab';
import { DisplayTab } from './tabs/display-tab';
import { ExhibitTab } from './tabs/exhibit-tab';
import { ProgressTab } from './tabs/progress-tab';
import { SetupTab } from './tabs/setup-tab';
import { SharingTab } from './tabs/sharing-tab';
import { SpanSelect } from './tabs/span-select';
import type { BlockChange } from './use-block-autosave';

interface BlockTabsProps {
  block: PageBlock;
  coursePath: string;
  columns: number;
  tab: ContentBlockTab;
  onSelectTab: (tab: ContentBlockTab) => void;
  onChange: (change: BlockChange) => void;
  onResize: (span: number) => void;
  /** The server's refusal of the block's newest value, if any. */
  refusal: FieldErrors | undefined;
  structureLocked: boolean;
}

/** A block's tabs in edit mode (ARIA tabs: arrow keys, Home and End move between tabs). */
export function BlockTabs(props: BlockTabsProps) {
  const { tab, onSelectTab, refusal } = props;
  const { t } = useTranslation();
  const tabs = blockTabsOf(props.block);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ContentBlockTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next] ?? 'setup';
    onSelectTab(target);
    tabRefs.current[target]?.focus();
  }

  const reasons = Object.entries(refusal ?? {});
  const reasonOf = (field: string) => {
    const reason = refusal?.[field];
    return reason ? reasonText(reason) : undefined;
  };
  const setupReasons = reasons.filter(([field]) => !field.startsWith('settings.'));

  return (
    <div className="mt-3">
      <div
        role="tablist"
        aria-label={t('pageEditor.tabs.label')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={name === tab}
            aria-controls={name === tab ? `${baseId}-${name}-panel` : undefined}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onSelectTab(name)}
            className="-mb-px rounded-t-lg border border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 aria-selected:border-slate-200 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-800"
          >
            {t(`pageEditor.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className="rounded-b-lg border border-t-0 border-slate-200 bg-white p-4"
      >
        <TabPanel {...props} reasonOf={reasonOf} setupReasons={setupReasons.map(([, r]) => reasonText(r))} />
      </div>
    </div>
  );
}

function TabPanel({
  block,
  coursePath,
  columns,
  tab,
  onChange,
  onResize,
  structureLocked,
  reasonOf,
  setupReasons,
}: BlockTabsProps & { reasonOf: (field: string) => string | undefined; setupReasons: string[] }) {
  const settings = blockSettingsOf(block);
  const onSettings = (next: BlockSettings) => onChange({ settings: next });
  switch (tab) {
    case 'setup':
      return (
        <SetupTab
          block={block}
          coursePath={coursePath}
          onChange={(setupData) => onChange({ setupData })}
          reasons={setupReasons}
        />
      );
    case 'display':
      return <DisplayTab settings={settings} onChange={onSettings} reasonOf={reasonOf} />;
    case 'layout':
      return (
        <SpanSelect
          span={settings.layout.span}
          columns={columns}
          disabled={structureLocked}
          onResize={onResize}
        />
      );
    case 'sharing':
      return (
        <SharingTab
          settings={settings}
          onChange={onSettings}
          reasonOf={reasonOf}
          postSharing={block.widgetType === 'post'}
        />
      );
    case 'progress':
      return (
        <ProgressTab
          block={block}
          onChange={(isProgressContributor) => onChange({ isProgressContributor })}
        />
      );
    case 'alignment':
      return <AlignmentTab blockId={block.id} coursePath={coursePath} />;
    case 'exhibit':
      return <ExhibitTab settings={settings} onChange={onSettings} reasonOf={reasonOf} />;
  }
}
