import { and, eq, like, ne, notExists, sql } from 'drizzle-orm';
import type { BlockMediaKind } from '../../../common/api/block-media';
import {
  SUBMISSION_KEY,
  SUBMITTED_NAME_MAX,
  type SubmittedFile,
  submissionFolder,
} from '../../../common/domain/quiz/submitted-file';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { quizAttempts, uploads } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { downloadName } from '../../storage/content-disposition';
import type { UploadedFile } from '../../storage/image-upload';
import type { RecordedUpload } from '../../storage/recorded-upload';
import type { FileStorage } from '../../storage/storage';
import { type LoadedClass, loadCourseClasses } from '../classes';
import { type ReceivedFile, storeBlockMedia } from '../content';

/** What the `uploads` rows of handed-in files are for. */
const PURPOSE = 'quiz-submission';

/** The attempts of `learnerId` at `blockId` that handed in the file under `key`, as a condition. */
const handingIn = (blockId: string, learnerId: string, key: unknown) =>
  and(
    eq(quizAttempts.blockId, blockId),
    eq(quizAttempts.userId, learnerId),
    sql`${quizAttempts.answers}->'file'->>'key' = ${key}`,
  );

/** The name a handed-in file keeps: the learner's, cleaned, ending in the extension of its stored type. */
function handedInName(given: string, key: string): string {
  const extension = key.slice(key.lastIndexOf('.'));
  const named = given.toLowerCase().endsWith(extension) ? given : `${given}${extension}`;
  return downloadName(named.slice(-SUBMITTED_NAME_MAX), key.slice(key.lastIndexOf('/') + 1));
}

/**
 * Store a learner's upload to a submission block (checked as block media of `kind`) in their folder
 * for the block, then remove their earlier uploads there that no attempt handed in: choosing
 * another file replaces one never handed in, and what was handed in stays for its marking.
 */
export async function storeSubmissionFile(
  db: Db,
  storage: FileStorage,
  upload: {
    blockId: string;
    learnerId: string;
    courseId: string;
    kind: BlockMediaKind;
    file: UploadedFile<ReceivedFile>;
  },
): Promise<SubmittedFile> {
  const { blockId, learnerId } = upload;
  const folder = submissionFolder(blockId, learnerId);
  const stored = await storeBlockMedia(db, storage, {
    ownerId: learnerId,
    courseId: upload.courseId,
    kind: upload.kind,
    file: upload.file,
    place: { folder, purpose: PURPOSE },
  });
  const dropped = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.purpose, PURPOSE),
        like(uploads.storageKey, `${folder}/%`),
        ne(uploads.storageKey, stored.storageKey),
        notExists(
          db
            .select({ one: sql`1` })
            .from(quizAttempts)
            .where(handingIn(blockId, learnerId, uploads.storageKey)),
        ),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
  await Promise.all(dropped.map(({ storageKey }) => storage.delete(storageKey)));
  return {
    key: stored.storageKey,
    name: handedInName(stored.name, stored.storageKey),
    size: stored.sizeBytes,
    contentType: stored.contentType,
  };
}

/**
 * The file a learner hands in to a block, as recorded: its key must be one of their uploads in
 * their folder for the block (400 otherwise, by the answers' field); its size and type are the
 * upload's, whatever the browser said, and its name is cleaned.
 */
export async function recordedSubmission(
  db: Db,
  learnerId: string,
  blockId: string,
  file: SubmittedFile,
): Promise<SubmittedFile> {
  const theirs = file.key.startsWith(`${submissionFolder(blockId, learnerId)}/`);
  const [row] = theirs
    ? await db
        .select({ contentType: uploads.contentType, sizeBytes: uploads.sizeBytes })
        .from(uploads)
        .where(
          and(eq(uploads.storageKey, file.key), eq(uploads.purpose, PURPOSE), eq(uploads.ownerId, learnerId)),
        )
    : [];
  if (!row) {
    const reason = reasonText('quiz.submittedFile');
    throw new AppError('invalid_input', reason, { 'submissionData.answers.file': reason });
  }
  return {
    key: file.key,
    name: handedInName(file.name, file.key),
    size: row.sizeBytes,
    contentType: row.contentType,
  };
}

/** A handed-in file with whose it is and the classes (with the caller's standing) it was handed in to. */
export interface FileToRead {
  media: RecordedUpload;
  learnerId: string;
  handedInTo: LoadedClass[];
}

/**
 * The file `name` of learner `learnerId`'s folder for block `blockId`, with the classes of its
 * course it was handed in to; undefined when no such upload is recorded. Three queries.
 */
export async function loadFileToRead(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  place: { blockId: string; learnerId: string; name: string },
): Promise<FileToRead | undefined> {
  const { blockId, learnerId } = place;
  const key = `${submissionFolder(blockId, learnerId)}/${place.name}`;
  if (!SUBMISSION_KEY.test(key)) return undefined;
  const [media] = await db
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      courseId: uploads.courseId,
    })
    .from(uploads)
    .where(and(eq(uploads.storageKey, key), eq(uploads.purpose, PURPOSE)));
  if (!media?.courseId) return undefined;
  const [handedIn, classes] = await Promise.all([
    db
      .selectDistinct({ cohortId: quizAttempts.cohortId })
      .from(quizAttempts)
      .where(handingIn(blockId, learnerId, key)),
    loadCourseClasses(db, ctx, media.courseId),
  ]);
  const cohortIds = new Set(handedIn.map((attempt) => attempt.cohortId));
  return { media, learnerId, handedInTo: classes.filter((cohort) => cohortIds.has(cohort.id)) };
}
