import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PAGE_REASONS, type PageSettings, type PageSettingsInput } from '../../../common/api/page-admin';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import type { FileStorage } from '../../storage/storage';
import { courseMediaUrl, deleteCourseMediaFile, deletePage, forgetCourseMedia, lockCourse } from '../courses';
import type { EditablePage } from './page-access';
import { courseGroupTypesSql } from './page-group-types';
import { requireUsablePath } from './page-path-check';
import { lockThumbnail } from './page-thumbnail';

/** The page settings of spec §4 (page settings modal). */
export async function readPageSettings(db: Db, page: EditablePage): Promise<PageSettings> {
  const [row] = await db
    .select({
      title: pages.title,
      path: pages.path,
      moduleId: pages.moduleId,
      thumbnailKey: pages.thumbnailKey,
      unlockAfterDays: pages.unlockAfterDays,
      dueAfterDays: pages.dueAfterDays,
      canPostComments: pages.canPostComments,
      isCommentRequired: pages.isCommentRequired,
      pageGroupType: pages.groupType,
      courseGroupTypes: courseGroupTypesSql(page.courseId),
    })
    .from(pages)
    .where(eq(pages.id, page.id));
  if (!row) throw new AppError('not_found', REASONS.notFound);
  const { thumbnailKey, ...settings } = row;
  return {
    id: page.id,
    coursePath: page.coursePath,
    ...settings,
    thumbnailUrl: courseMediaUrl(thumbnailKey),
  };
}

/**
 * Save title, path (the path rules of the path check; the page keeps its own), the schedule and
 * the comment settings and, when asked, drop the thumbnail. Opens its own transaction: the thumbnail file goes once it has committed.
 */
export async function updatePageSettings(
  db: Db,
  storage: FileStorage,
  page: EditablePage,
  input: z.output<typeof PageSettingsInput>,
): Promise<PageSettings> {
  const dropped = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCourse(tx, page.courseId);
    await requireUsablePath(tx, page.courseId, input.path, page.id);
    await requireCommentsForRequired(tx, page.id, input);
    const thumbnailKey = await lockThumbnail(tx, page.id);
    const drop = input.removeThumbnail ? thumbnailKey : null;
    await tx
      .update(pages)
      .set({
        title: input.title,
        path: input.path,
        // Absent scheduling fields are left as they are (undefined is not written).
        unlockAfterDays: input.unlockAfterDays,
        dueAfterDays: input.dueAfterDays,
        // Comment settings likewise: absent is kept. A learner's stored progress follows a change at
        // their next progress write (a view, a block done, a comment), as it does a block added later.
        canPostComments: input.canPostComments,
        isCommentRequired: input.isCommentRequired,
        // A page restricted to a group type (spec §3 Page `pageGroupType`); absent is kept.
        groupType: input.pageGroupType,
        updatedAt: new Date(),
        ...(drop ? { thumbnailKey: null } : {}),
      })
      .where(eq(pages.id, page.id));
    if (drop) await forgetCourseMedia(tx, drop);
    return drop;
  });
  if (dropped) await deleteCourseMediaFile(storage, dropped);
  return readPageSettings(db, page);
}

/**
 * Refuse a save that would leave the page requiring a comment while its learners cannot comment
 * (such a page could never complete). Absent settings are kept, so they count as stored.
 */
async function requireCommentsForRequired(
  tx: Db,
  pageId: string,
  input: Pick<z.output<typeof PageSettingsInput>, 'canPostComments' | 'isCommentRequired'>,
): Promise<void> {
  // Only a save turning a requirement on or comments off can break the rule.
  if (input.isCommentRequired !== true && input.canPostComments !== false) return;
  const stored =
    input.canPostComments === undefined || input.isCommentRequired === undefined
      ? (
          await tx
            .select({ canPostComments: pages.canPostComments, isCommentRequired: pages.isCommentRequired })
            .from(pages)
            .where(eq(pages.id, pageId))
        )[0]
      : undefined;
  const canPostComments = input.canPostComments ?? stored?.canPostComments ?? false;
  const isCommentRequired = input.isCommentRequired ?? stored?.isCommentRequired ?? false;
  if (isCommentRequired && !canPostComments) {
    throw new AppError('invalid_input', PAGE_REASONS.commentRequired, {
      isCommentRequired: PAGE_REASONS.commentRequired,
    });
  }
}

/**
 * Delete the page (sections, blocks and revisions go with it) and keep the module's positions
 * dense; its thumbnail goes too, once that has committed. Block media stay: copies may share them.
 */
export async function deletePageWithThumbnail(
  db: Db,
  storage: FileStorage,
  page: EditablePage,
): Promise<{ deleted: true }> {
  const dropped = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Course first, then page, as every other writer of both takes them.
    await lockCourse(tx, page.courseId);
    const thumbnailKey = await lockThumbnail(tx, page.id);
    await deletePage(tx, page.courseId, page.id);
    if (thumbnailKey) await forgetCourseMedia(tx, thumbnailKey);
    return thumbnailKey;
  });
  if (dropped) await deleteCourseMediaFile(storage, dropped);
  return { deleted: true };
}
