import type { PageBlock } from '../../../../common/api/course-page';
import type { BlockSettings } from '../../../../common/api/page-layout';

/** What a settings tab of a block receives: the block's settings now, and where changes go (autosaved). */
export interface SettingsTabProps {
  settings: BlockSettings;
  onChange: (settings: BlockSettings) => void;
  /** The server's reason for a field it refused, by field name. */
  reasonOf: (field: string) => string | undefined;
}

/** What the progress tab receives. */
export interface ProgressTabProps {
  block: PageBlock;
  onChange: (isProgressContributor: boolean) => void;
}
