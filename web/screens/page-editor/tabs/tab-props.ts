import type { PageBlock } from '../../../../common/api/course-page';
import type { BlockSettings } from '../../../../common/api/page-layout';

/** What a settings tab of a block receives: the block's settings now, and where changes go (autosaved). */
export interface SettingsTabProps {
  settings: BlockSettings;
  onChange: (settings: BlockSettings) => void;
  /** The server's reason for a field it refused, by field name. */
  reasonOf: (field: string) => string | undefined;
}

/**
 * A setter of one group of a tab's settings (display, exhibit, sharing): it applies a patch to that
 * group and hands on the whole settings, the other groups as they are.
 */
export function settingsGroupSetter<Group extends keyof BlockSettings>(
  { settings, onChange }: Pick<SettingsTabProps, 'settings' | 'onChange'>,
  group: Group,
): (patch: Partial<BlockSettings[Group]>) => void {
  return (patch) => onChange({ ...settings, [group]: { ...settings[group], ...patch } });
}

/** What the progress tab receives. */
export interface ProgressTabProps {
  block: PageBlock;
  onChange: (isProgressContributor: boolean) => void;
}
