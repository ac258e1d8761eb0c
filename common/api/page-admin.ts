import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { GROUP_TYPE_MAX } from './group';
import { AddPageInput, CourseOutline } from './outline';
import { PageLayout, PageSection } from './page-layout';

/**
 * The `page` resource (spec §3 Page, §4 page settings and page helper modals) and the
 * `pageTemplate` resource. Pages are addressed by id; write permission on the page's course is
 * needed for every method here (course administrators, course design admins, staff).
 *
 * - `create page`                                  CreatePageInput → CreatedPage
 *     blank, from a template, or a copy of an existing page of any course the caller may write;
 *     placed at the end of `moduleId`; one first revision.
 * - `lookup page checkPath`                        CheckPathInput → PathCheck (path check step)
 * - `read page getPageSettings/{pageId}`           → PageSettings
 * - `update page updatePageSettings/{pageId}`      PageSettingsInput → PageSettings
 * - `delete page deletePage/{pageId}`              → { deleted: true }
 * - `read page getRevisions/{pageId}`              RevisionListInput → RevisionList (newest first;
 *     one revision per editing session, saying what it changed)
 * - `read page getRevision/{pageId}`               RevisionRefInput → RevisionPreview
 * - `update page restoreRevision/{pageId}`         RevisionRefInput → PageLayout (a new revision)
 * - `POST /api/page/{pageId}/thumbnail/`           multipart image → { thumbnailUrl }
 *
 * - `lookup pageTemplate listTemplates`            → PageTemplateSummary[] (starter set, then the caller's own)
 * - `read pageTemplate getTemplate/{templateId}`   → PageTemplatePreview
 * - `create pageTemplate`                          SaveTemplateInput → PageTemplateSummary (from a page the caller may write)
 * - `delete pageTemplate deleteTemplate/{templateId}` → { deleted: true } (the owner only; starter templates never)
 */

export const PAGE_TITLE_MAX = 200;
export const PAGE_PATH_MAX = 80;
export const TEMPLATE_NAME_MAX = 80;
/** Longest page scheduling offset: ten years of days. */
export const SCHEDULE_DAYS_MAX = 3650;
export const TEMPLATE_DESCRIPTION_MAX = 300;
export const REVISIONS_PAGE_SIZE = 20;
/** Saves by one author within this many minutes of the last extend one revision (an editing session). */
export const REVISION_SESSION_MINUTES = 10;

/** The English reasons of pages and templates (codes `page.*` of common/reasons.ts). */
export const PAGE_REASONS = {
  title: reasonText('page.title'),
  titleLong: reasonText('page.maxLength', { max: PAGE_TITLE_MAX }),
  pathEmpty: reasonText('page.pathEmpty'),
  pathShape: reasonText('page.pathShape'),
  pathLong: reasonText('page.maxLength', { max: PAGE_PATH_MAX }),
  pathTaken: reasonText('page.pathTaken'),
  pathReserved: reasonText('page.pathReserved'),
  templateName: reasonText('page.templateName'),
  commentRequired: reasonText('page.commentRequired'),
} as const;

/** The reason for a page scheduling offset that is not whole days from 0 to the maximum. */
export const SCHEDULE_DAYS_REASON = reasonText('page.scheduleDays', { max: SCHEDULE_DAYS_MAX });

/** A page path: one lowercase segment of the course page address. */
export const PagePath = z
  .string({ error: PAGE_REASONS.pathEmpty })
  .trim()
  .toLowerCase()
  .min(1, { error: PAGE_REASONS.pathEmpty })
  .max(PAGE_PATH_MAX, { error: PAGE_REASONS.pathLong })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: PAGE_REASONS.pathShape });

const PageTitle = z
  .string({ error: PAGE_REASONS.title })
  .trim()
  .min(1, { error: PAGE_REASONS.title })
  .max(PAGE_TITLE_MAX, { error: PAGE_REASONS.titleLong });
const RowId = z.uuid({ error: 'Not found.' });
const ScheduleDays = z
  .number({ error: SCHEDULE_DAYS_REASON })
  .int({ error: SCHEDULE_DAYS_REASON })
  .min(0, { error: SCHEDULE_DAYS_REASON })
  .max(SCHEDULE_DAYS_MAX, { error: SCHEDULE_DAYS_REASON })
  .nullable()
  .optional();

/** Where a new page's content comes from (page helper modal: blank, template, existing page). */
export const PageSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('blank') }),
  z.object({ kind: z.literal('template'), templateId: RowId }),
  z.object({ kind: z.literal('copy'), pageId: RowId }),
]);
export type PageSource = z.output<typeof PageSource>;

export const CreatePageInput = z.object({
  coursePath: z.string().trim().toLowerCase().min(1),
  moduleId: RowId,
  title: PageTitle,
  path: PagePath,
  source: PageSource,
});
export type CreatePageInput = z.input<typeof CreatePageInput>;

export const CreatedPage = z.object({ id: z.string(), path: z.string(), coursePath: z.string() });
export type CreatedPage = z.infer<typeof CreatedPage>;

/** Path check (spec §4 page helper: start, success, failed, empty); `path` may be blank. */
export const CheckPathInput = z.object({
  coursePath: z.string().trim().toLowerCase().min(1),
  path: z
    .string()
    .trim()
    .toLowerCase()
    .max(PAGE_PATH_MAX * 2)
    .default(''),
  /** The page being renamed, whose own path is not "taken". */
  pageId: RowId.optional(),
});

export const PathCheck = z.object({
  status: z.enum(['success', 'failed', 'empty']),
  /** Why it failed (one of PAGE_REASONS). */
  reason: z.string().optional(),
  /** A free path close to the one asked for, when it failed. */
  suggestion: z.string().optional(),
});
export type PathCheck = z.infer<typeof PathCheck>;

const PAGE_GROUP_TYPE_REASON = reasonText('group.type', { max: GROUP_TYPE_MAX });

export const PageSettingsInput = z.object({
  title: PageTitle,
  path: PagePath,
  /** Remove the thumbnail (uploading one is the thumbnail endpoint). */
  removeThumbnail: z.boolean().default(false),
  /** Page scheduling: days after the class start the page opens / is due; null: none; absent: kept. */
  unlockAfterDays: ScheduleDays,
  dueAfterDays: ScheduleDays,
  /** Spec §3 Page `canPostComments`: members of a class comment on the page; absent: kept. */
  canPostComments: z.boolean({ error: 'Choose on or off.' }).optional(),
  /** Spec §3 Page `isCommentRequired`: a learner completes the page only once they comment; absent: kept. */
  isCommentRequired: z.boolean({ error: 'Choose on or off.' }).optional(),
  /**
   * Spec §3 Page `pageGroupType`: only members of a group of this type in their class read the page
   * (its teachers and editors always); '' or null: anyone of the class; absent: kept.
   */
  pageGroupType: z
    .string({ error: PAGE_GROUP_TYPE_REASON })
    .trim()
    .max(GROUP_TYPE_MAX, { error: PAGE_GROUP_TYPE_REASON })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type PageSettingsInput = z.input<typeof PageSettingsInput>;

export const PageSettings = z.object({
  id: z.string(),
  coursePath: z.string(),
  moduleId: z.string().nullable(),
  title: z.string(),
  path: z.string(),
  thumbnailUrl: z.string().nullable(),
  unlockAfterDays: z.number().int().nullable(),
  dueAfterDays: z.number().int().nullable(),
  /** Always sent by the server; optional for settings built elsewhere. */
  canPostComments: z.boolean().optional(),
  isCommentRequired: z.boolean().optional(),
  /** Spec §3 Page `pageGroupType` (null: not restricted); always sent by the server. */
  pageGroupType: z.string().nullable().optional(),
  /** Spec §3 Page `courseGroupTypes`: the group types of the course's classes, to choose from. */
  courseGroupTypes: z.array(z.string()).optional(),
});
export type PageSettings = z.infer<typeof PageSettings>;

export const RevisionListInput = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(50).default(REVISIONS_PAGE_SIZE),
});

/** What a revision's editing session changed, counted: blocks added, removed, edited; moves; sections. */
export const RevisionChanges = z.object({
  /** The page's first revision: its blocks are those it was created with. */
  pageCreated: z.boolean(),
  blocksAdded: z.number().int(),
  blocksRemoved: z.number().int(),
  blocksEdited: z.number().int(),
  /** Blocks changed place (within or across sections). */
  blocksMoved: z.boolean(),
  /** Sections were added, removed, moved or given other settings. */
  sectionsChanged: z.boolean(),
});
export type RevisionChanges = z.infer<typeof RevisionChanges>;

export const RevisionSummary = z.object({
  id: z.string(),
  /** ISO date-time: when the editing session began. */
  createdAt: z.string(),
  /** ISO date-time of the session's last save (the same as createdAt for one save). */
  savedAt: z.string(),
  /** What the session changed; null for a restore and for revisions older than this record. */
  changes: RevisionChanges.nullable(),
  authorName: z.string().nullable(),
  /** The revision this one restored, when it is a restore. */
  restoredFrom: z.string().nullable(),
  /** Is this the revision the page shows now? */
  isCurrent: z.boolean(),
  blockCount: z.number().int(),
});
export type RevisionSummary = z.infer<typeof RevisionSummary>;

export const RevisionList = z.object({ revisions: z.array(RevisionSummary), total: z.number().int() });
export type RevisionList = z.infer<typeof RevisionList>;

export const RevisionRefInput = z.object({ revisionId: RowId });

/** A revision's content as a reader would see it (sanitised, media urls added). */
export const RevisionPreview = z.object({ revision: RevisionSummary, sections: z.array(PageSection) });
export type RevisionPreview = z.infer<typeof RevisionPreview>;

export const SaveTemplateInput = z.object({
  pageId: RowId,
  name: z
    .string({ error: PAGE_REASONS.templateName })
    .trim()
    .min(1, { error: PAGE_REASONS.templateName })
    .max(TEMPLATE_NAME_MAX, { error: `Use at most ${TEMPLATE_NAME_MAX} characters.` }),
  description: z
    .string()
    .trim()
    .max(TEMPLATE_DESCRIPTION_MAX, { error: `Use at most ${TEMPLATE_DESCRIPTION_MAX} characters.` })
    .default(''),
});

export const PageTemplateSummary = z.object({
  id: z.string(),
  /** The starter set's stable key (introduction, reading, video_lesson, reflection…); null for saved ones. */
  key: z.string().nullable(),
  /** Starter templates carry their names in English; the web shows a translation by key. */
  name: z.string(),
  description: z.string(),
  isStarter: z.boolean(),
  blockCount: z.number().int(),
});
export type PageTemplateSummary = z.infer<typeof PageTemplateSummary>;

export const PageTemplatePreview = PageTemplateSummary.extend({ sections: z.array(PageSection) });
export type PageTemplatePreview = z.infer<typeof PageTemplatePreview>;

/** What a delete answers. */
const Deleted = z.object({ deleted: z.literal(true) });

/** The calls of the `page` resource: pages addressed by id, creation and the path check. */
export const pageCalls = {
  create: contract('page', 'create', undefined, { input: CreatePageInput, output: CreatedPage }),
  checkPath: contract('page', 'lookup', 'checkPath', { input: CheckPathInput, output: PathCheck }),
  getPageSettings: contract('page', 'read', 'getPageSettings', {
    input: z.object({}),
    output: PageSettings,
  }),
  updatePageSettings: contract('page', 'update', 'updatePageSettings', {
    input: PageSettingsInput,
    output: PageSettings,
  }),
  deletePage: contract('page', 'delete', 'deletePage', { input: z.object({}), output: Deleted }),
  getRevisions: contract('page', 'read', 'getRevisions', { input: RevisionListInput, output: RevisionList }),
  getRevision: contract('page', 'read', 'getRevision', { input: RevisionRefInput, output: RevisionPreview }),
  restoreRevision: contract('page', 'update', 'restoreRevision', {
    input: RevisionRefInput,
    output: PageLayout,
  }),
};

/** The calls of the `pageTemplate` resource. */
export const pageTemplateCalls = {
  create: contract('pageTemplate', 'create', undefined, {
    input: SaveTemplateInput,
    output: PageTemplateSummary,
  }),
  getTemplate: contract('pageTemplate', 'read', 'getTemplate', {
    input: z.object({}),
    output: PageTemplatePreview,
  }),
  listTemplates: contract('pageTemplate', 'lookup', 'listTemplates', {
    input: z.object({}),
    output: z.array(PageTemplateSummary),
  }),
  deleteTemplate: contract('pageTemplate', 'delete', 'deleteTemplate', {
    input: z.object({}),
    output: Deleted,
  }),
};

/**
 * Content's call on the courses' `outline` resource (by course path): a blank page at the end of a
 * module, answered by the outline as saved.
 */
export const outlinePageCalls = {
  addPage: contract('outline', 'update', 'addPage', { input: AddPageInput, output: CourseOutline }),
};
