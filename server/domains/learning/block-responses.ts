import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BlockMediaKind } from '../../../common/api/block-media';
import {
  type BlockResponse,
  blockResponseUrl,
  type LearnerResponse,
} from '../../../common/api/block-response';
import type { Db } from '../../db/client';
import { blockResponses, blocks, courses, enrolments, pages, uploads, users } from '../../db/schema';
import type { UploadedFile } from '../../storage/image-upload';
import type { RecordedUpload } from '../../storage/recorded-upload';
import type { FileStorage } from '../../storage/storage';
import { isActiveLearner } from '../classes';
import { type ReceivedFile, storeBlockMedia } from '../content';

/** Responses are kept apart from the course's files, which the course's readers receive. */
const RESPONSE_PLACE = { folder: 'block-responses', purpose: 'block-response' } as const;

const responseColumns = {
  id: blockResponses.id,
  contentType: uploads.contentType,
  sizeBytes: uploads.sizeBytes,
  updatedAt: blockResponses.updatedAt,
};

const asResponse = (row: {
  id: string;
  contentType: string;
  sizeBytes: number;
  updatedAt: Date;
}): BlockResponse => ({
  id: row.id,
  url: blockResponseUrl(row.id),
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  updatedAt: row.updatedAt.toISOString(),
});

/** The learner's response to the block, or null. */
export async function findOwnResponse(
  db: Db,
  blockId: string,
  userId: string,
): Promise<BlockResponse | null> {
  const [row] = await db
    .select(responseColumns)
    .from(blockResponses)
    .innerJoin(uploads, eq(uploads.storageKey, blockResponses.storageKey))
    .where(and(eq(blockResponses.blockId, blockId), eq(blockResponses.userId, userId)));
  return row ? asResponse(row) : null;
}

/**
 * Store a learner's recording as their response to the block (the file checked as block media of
 * `kind`), replacing an earlier one, whose file goes once the new one is recorded.
 */
export async function saveBlockResponse(
  db: Db,
  storage: FileStorage,
  response: {
    blockId: string;
    userId: string;
    courseId: string;
    kind: BlockMediaKind;
    file: UploadedFile<ReceivedFile>;
  },
): Promise<BlockResponse> {
  const { blockId, userId } = response;
  const stored = await storeBlockMedia(db, storage, {
    ownerId: userId,
    courseId: response.courseId,
    kind: response.kind,
    file: response.file,
    place: RESPONSE_PLACE,
  });
  const [earlier] = await db
    .select({ storageKey: blockResponses.storageKey })
    .from(blockResponses)
    .where(and(eq(blockResponses.blockId, blockId), eq(blockResponses.userId, userId)));
  await db
    .insert(blockResponses)
    .values({ blockId, userId, storageKey: stored.storageKey })
    .onConflictDoUpdate({
      target: [blockResponses.blockId, blockResponses.userId],
      set: { storageKey: stored.storageKey, updatedAt: new Date() },
    });
  if (earlier) {
    await db.delete(uploads).where(eq(uploads.storageKey, earlier.storageKey));
    await storage.delete(earlier.storageKey);
  }
  return (await findOwnResponse(db, blockId, userId))!;
}

/** A response's file with whose it is and its course, for the reading rule; undefined when there is none. */
export async function findResponseMedia(
  db: Db,
  responseId: string,
): Promise<(RecordedUpload & { learnerId: string; coursePath: string }) | undefined> {
  const [row] = await db
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      learnerId: blockResponses.userId,
      coursePath: courses.path,
    })
    .from(blockResponses)
    .innerJoin(uploads, eq(uploads.storageKey, blockResponses.storageKey))
    .innerJoin(blocks, eq(blocks.id, blockResponses.blockId))
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(eq(blockResponses.id, responseId));
  return row;
}

/** The responses to the block of the learners of the classes `classIds`, by the learners' names; one query. */
export async function listClassResponses(
  db: Db,
  blockId: string,
  classIds: readonly string[],
): Promise<LearnerResponse[]> {
  if (classIds.length === 0) return [];
  const learnsThere = db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(inArray(enrolments.cohortId, [...classIds]), sql`${isActiveLearner('enrolments')}`));
  const rows = await db
    .select({ ...responseColumns, learnerName: users.fullName })
    .from(blockResponses)
    .innerJoin(uploads, eq(uploads.storageKey, blockResponses.storageKey))
    .innerJoin(users, eq(users.id, blockResponses.userId))
    .where(and(eq(blockResponses.blockId, blockId), inArray(blockResponses.userId, learnsThere)))
    .orderBy(asc(users.fullName), asc(blockResponses.id));
  return rows.map(({ learnerName, ...row }) => ({ learnerName, response: asResponse(row) }));
}
