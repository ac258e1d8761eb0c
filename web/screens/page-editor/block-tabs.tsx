import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../common/api/course-page';
import type { BlockSettings } from '../../../common/api/page-layout';
import { blockSettingsOf } from '../../../common/api/page-layout';
import { blockTabsOf, type ContentBlockTab } from '../../../common/domain/widgets';
import type { FieldErrors } from '../../../common/errors';
import { TabList, tabIds } from '../../components/tab-list';
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

  const reasons = Object.entries(refusal ?? {});
  const reasonOf = (field: string) => {
    const reason = refusal?.[field];
    return reason ? reasonText(reason) : undefined;
  };
  const setupReasons = reasons.filter(([field]) => !field.startsWith('settings.'));

  return (
    <div className="mt-3">
      <TabList
        label={t('pageEditor.tabs.label')}
        names={tabs}
        current={tab}
        baseId={baseId}
        labelOf={(name) => t(`pageEditor.tabs.${name}`)}
        onSelect={onSelectTab}
        tabClassName="px-3"
      />
      <div
        role="tabpanel"
        id={tabIds(baseId, tab).panel}
        aria-labelledby={tabIds(baseId, tab).tab}
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
