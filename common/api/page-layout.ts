import { z } from 'zod';
import {
  POST_SCHEMES,
  REVEAL_CONDITIONS,
  SHARING_GROUP_TYPE_MAX,
  SHARING_GROUPS_MAX,
} from '../domain/social/post-sharing';
import { contract } from './contract';
import { SECTION_BACKGROUNDS, SECTION_HEADING_MAX } from './layout-settings';

// Reading stored settings with their defaults, and the constants, without zod (for a reader's page).
export {
  blockSettingsOf,
  SECTION_BACKGROUNDS,
  SECTION_COLUMNS,
  SECTION_HEADING_MAX,
  sectionSettingsOf,
} from './layout-settings';

/**
 * The `layout` resource (spec §7 "update layout updateSectionSettings"): a page's sections and
 * blocks, addressed by the page id (spec §3: page layouts are keyed by pageId). Every write locks
 * the page, changes it, records a new page revision and answers the layout as saved.
 *
 * - `read layout getLayout/{pageId}`                       → PageLayout (editors only)
 * - `update layout updateSectionSettings/{pageId}`        UpdateSectionSettingsInput → PageLayout
 * - `update layout addSection/{pageId}`                   AddSectionInput → PageLayout
 * - `update layout moveSection/{pageId}`                  MoveSectionInput → PageLayout
 * - `update layout deleteSection/{pageId}`                DeleteSectionInput → PageLayout (its blocks go too; the last section stays)
 * - `update layout addBlock/{pageId}`                     AddBlockInput → PageLayout   (block create)
 * - `update layout updateBlock/{pageId}`                  UpdateBlockInput → PageLayout (autosave of setup and tab settings)
 * - `update layout moveBlock/{pageId}`                    MoveBlockInput → PageLayout
 * - `update layout resizeBlock/{pageId}`                  ResizeBlockInput → PageLayout
 * - `update layout duplicateBlock/{pageId}`               BlockRefInput → PageLayout (the copy right after the original)
 * - `update layout deleteBlock/{pageId}`                  BlockRefInput → PageLayout
 * - `update layout migrateLayout/{pageId}`                MigrateLayoutInput → PageLayout
 *
 * Errors: a section or block of another page is 404 'Not found.'; an unknown widget type or bad
 * setup data is 400 with per-field reasons; a section id that is missing from the request is 400
 * 'No layout ID' (spec §8) in `fields.sectionId`.
 */

/** Spec §8: the layout save messages the editor shows. */
export const LAYOUT_MESSAGES = {
  saveFailed: 'Error saving section settings',
  noLayoutId: 'No layout ID',
} as const;

/** A section's settings: its heading, its columns (blocks flow into them) and its background. */
export const SectionSettings = z.object({
  heading: z
    .string()
    .trim()
    .max(SECTION_HEADING_MAX, { error: `Use at most ${SECTION_HEADING_MAX} characters.` })
    .default(''),
  columns: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose one, two or three columns.' })
    .default(1),
  background: z.enum(SECTION_BACKGROUNDS, { error: 'Choose a background.' }).default('none'),
});
export type SectionSettings = z.output<typeof SectionSettings>;

/** The settings a block keeps per tab (spec §3 Block tabs), stored in `blocks.settings`. */
export const BlockSettings = z.object({
  display: z
    .object({
      title: z.string().trim().max(200, { error: 'Use at most 200 characters.' }).default(''),
      showTitle: z.boolean().default(false),
      background: z.enum(SECTION_BACKGROUNDS).default('none'),
    })
    .default({ title: '', showTitle: false, background: 'none' }),
  /** How many of its section's columns the block spans (resize); clamped to the section's columns. */
  layout: z.object({ span: z.number().int().min(1).max(3).default(1) }).default({ span: 1 }),
  /**
   * Who sees the block (spec §3 Block sharing): everyone; only the course's staff and editors; or
   * everyone after `revealAfter` (an ISO date-time). Hidden blocks are left out of a reader's page.
   * For a post block, also who sees its posts (`scheme`) and when (`condition`):
   * common/domain/social/post-sharing.ts.
   */
  sharing: z
    .object({
      accessType: z.enum(['everyone', 'staff', 'after_date']).default('everyone'),
      revealAfter: z.iso.datetime({ offset: true }).nullable().default(null),
      scheme: z.enum(POST_SCHEMES).default('class'),
      condition: z.enum(REVEAL_CONDITIONS).default('always'),
      /** Under the 'group' scheme, the group type (the first) whose members see each other's posts. */
      groups: z
        .array(z.string().trim().min(1).max(SHARING_GROUP_TYPE_MAX))
        .max(SHARING_GROUPS_MAX)
        .default([]),
    })
    .default({ accessType: 'everyone', revealAfter: null, scheme: 'class', condition: 'always', groups: [] }),
  /** Exhibit mode: the block can be left out of an exhibit, or carry a caption there. */
  exhibit: z
    .object({ hidden: z.boolean().default(false), caption: z.string().max(500).default('') })
    .default({ hidden: false, caption: '' }),
});
export type BlockSettings = z.output<typeof BlockSettings>;

const RowId = z.uuid({ error: 'Not found.' });
const Index = z.number({ error: 'Choose a position.' }).int().min(0, { error: 'Choose a position.' });
/** Spec §8 'No layout ID' when the section is missing from a layout write. */
const SectionId = z.uuid({ error: LAYOUT_MESSAGES.noLayoutId });

export const UpdateSectionSettingsInput = z.object({ sectionId: SectionId, settings: SectionSettings });
export const AddSectionInput = z.object({ index: Index, settings: SectionSettings.optional() });
export const MoveSectionInput = z.object({ sectionId: SectionId, index: Index });
export const DeleteSectionInput = z.object({ sectionId: SectionId });

/** Block create: a widget of `widgetType` at `index` of section `sectionId`, with optional setup data. */
export const AddBlockInput = z.object({
  sectionId: SectionId,
  index: Index,
  widgetType: z.string({ error: 'Choose a block type.' }).min(1, { error: 'Choose a block type.' }),
  setupData: z.record(z.string(), z.unknown()).optional(),
});

/** Autosave of a block: any of its setup data (replaced whole), tab settings, progress flag. */
export const UpdateBlockInput = z.object({
  blockId: RowId,
  setupData: z.record(z.string(), z.unknown()).optional(),
  settings: BlockSettings.optional(),
  isProgressContributor: z.boolean().optional(),
});

export const MoveBlockInput = z.object({ blockId: RowId, sectionId: SectionId, index: Index });
export const ResizeBlockInput = z.object({ blockId: RowId, span: z.number().int().min(1).max(3) });
export const BlockRefInput = z.object({ blockId: RowId });

/** Page settings "migrate layout": every section to `columns`, spans clamped, in one revision. */
export const MigrateLayoutInput = z.object({ columns: z.union([z.literal(1), z.literal(2), z.literal(3)]) });

/** A block of a page as it is read (spec §3 Block); image blocks carry the `url` they are served at. */
export const PageBlock = z.object({
  id: z.string(),
  widgetType: z.string(),
  setupData: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()),
  isProgressContributor: z.boolean(),
});
export type PageBlock = z.infer<typeof PageBlock>;

/** A section of a page's layout with its blocks, in order. */
export const PageSection = z.object({
  id: z.string(),
  settings: z.record(z.string(), z.unknown()),
  blocks: z.array(PageBlock),
});
export type PageSection = z.infer<typeof PageSection>;

/** A page's layout as the editor holds it. */
export const PageLayout = z.object({
  pageId: z.string(),
  /** The revision this layout is (the newest saved change). */
  revisionId: z.string(),
  sections: z.array(PageSection),
});
export type PageLayout = z.infer<typeof PageLayout>;

/** A write of `update layout <name>/{pageId}`: its input, answered by the layout as saved. */
const layoutWrite = <const M extends string, Input extends z.ZodType>(name: M, input: Input) =>
  contract('layout', 'update', name, { input, output: PageLayout });

/** The calls of the `layout` resource, each addressed by the page id. */
export const layoutCalls = {
  getLayout: contract('layout', 'read', 'getLayout', { input: z.object({}), output: PageLayout }),
  updateSectionSettings: layoutWrite('updateSectionSettings', UpdateSectionSettingsInput),
  addSection: layoutWrite('addSection', AddSectionInput),
  moveSection: layoutWrite('moveSection', MoveSectionInput),
  deleteSection: layoutWrite('deleteSection', DeleteSectionInput),
  addBlock: layoutWrite('addBlock', AddBlockInput),
  updateBlock: layoutWrite('updateBlock', UpdateBlockInput),
  moveBlock: layoutWrite('moveBlock', MoveBlockInput),
  resizeBlock: layoutWrite('resizeBlock', ResizeBlockInput),
  duplicateBlock: layoutWrite('duplicateBlock', BlockRefInput),
  deleteBlock: layoutWrite('deleteBlock', BlockRefInput),
  migrateLayout: layoutWrite('migrateLayout', MigrateLayoutInput),
};

/** The layout writes, by name (the web's editor sends them by name). */
export type LayoutWriteName = Exclude<keyof typeof layoutCalls, 'getLayout'>;
