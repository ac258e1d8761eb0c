import { z } from 'zod';
import { reasonText } from '../reasons';
import type { PageSection } from './course-page';

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
 * - `read page getRevisions/{pageId}`              RevisionListInput → RevisionList (newest first)
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

export interface CreatedPage {
  id: string;
  path: string;
  coursePath: string;
}

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

export interface PathCheck {
  status: 'success' | 'failed' | 'empty';
  /** Why it failed (one of PAGE_REASONS). */
  reason?: string;
  /** A free path close to the one asked for, when it failed. */
  suggestion?: string;
}

export const PageSettingsInput = z.object({
  title: PageTitle,
  path: PagePath,
  /** Remove the thumbnail (uploading one is the thumbnail endpoint). */
  removeThumbnail: z.boolean().default(false),
  /** Page scheduling: days after the class start the page opens / is due; null: none; absent: kept. */
  unlockAfterDays: ScheduleDays,
  dueAfterDays: ScheduleDays,
});
export type PageSettingsInput = z.input<typeof PageSettingsInput>;

export interface PageSettings {
  id: string;
  coursePath: string;
  moduleId: string | null;
  title: string;
  path: string;
  thumbnailUrl: string | null;
  unlockAfterDays: number | null;
  dueAfterDays: number | null;
}

export const RevisionListInput = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(50).default(REVISIONS_PAGE_SIZE),
});

export interface RevisionSummary {
  id: string;
  createdAt: string;
  authorName: string | null;
  /** The revision this one restored, when it is a restore. */
  restoredFrom: string | null;
  /** Is this the revision the page shows now? */
  isCurrent: boolean;
  blockCount: number;
}

export interface RevisionList {
  revisions: RevisionSummary[];
  total: number;
}

export const RevisionRefInput = z.object({ revisionId: RowId });

/** A revision's content as a reader would see it (sanitised, media urls added). */
export interface RevisionPreview {
  revision: RevisionSummary;
  sections: PageSection[];
}

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

export interface PageTemplateSummary {
  id: string;
  /** The starter set's stable key (introduction, reading, video_lesson, reflection…); null for saved ones. */
  key: string | null;
  /** Starter templates carry their names in English; the web shows a translation by key. */
  name: string;
  description: string;
  isStarter: boolean;
  blockCount: number;
}

export interface PageTemplatePreview extends PageTemplateSummary {
  sections: PageSection[];
}
