import { and, eq, sql } from 'drizzle-orm';
import type { PostAttachment } from '../../../common/api/feed';
import { postMediaUrl } from '../../../common/api/feed';
import { type Db, rowsOf } from '../../db/client';
import { uploads } from '../../db/schema';
import type { UploadedFile } from '../../storage/image-upload';
import type { RecordedUpload } from '../../storage/recorded-upload';
import type { FileStorage } from '../../storage/storage';
import { type ReceivedFile, storeBlockMedia } from '../content';
import { plainTextFrom } from './plain-text';
import { POST_MEDIA_PURPOSE } from './post-body';

/** Posts' files are kept apart from the course's files, which every reader of the course receives. */
const POST_MEDIA_PLACE = { folder: 'post-media', purpose: POST_MEDIA_PURPOSE } as const;

/** How many posts are looked at for one file (a learner may attach one upload to a few posts). */
const POSTS_PER_FILE_MAX = 20;

/**
 * Check and store a post's file as block media of `kind` (content's storeBlockMedia: images
 * re-encoded, the rest judged by their bytes), recorded as the uploader's post media of the course.
 * Answers the attachment to send in the post, its name reduced to plain text.
 */
export async function storePostMedia(
  db: Db,
  storage: FileStorage,
  upload: {
    ownerId: string;
    courseId: string;
    kind: 'image' | 'video' | 'file';
    file: UploadedFile<ReceivedFile>;
  },
): Promise<PostAttachment> {
  const stored = await storeBlockMedia(db, storage, { ...upload, place: POST_MEDIA_PLACE });
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.storageKey, stored.storageKey));
  return {
    kind: upload.kind,
    uploadId: row!.id,
    url: postMediaUrl(row!.id),
    name: plainTextFrom(stored.name).slice(0, 255),
    contentType: stored.contentType,
    sizeBytes: stored.sizeBytes,
  };
}

/** A post's file as recorded, with its uploader. */
export interface PostMedia extends RecordedUpload {
  id: string;
  ownerId: string | null;
}

/** The post media upload `uploadId`, or undefined. */
export async function findPostMedia(db: Db, uploadId: string): Promise<PostMedia | undefined> {
  const [row] = await db
    .select({
      id: uploads.id,
      ownerId: uploads.ownerId,
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.purpose, POST_MEDIA_PURPOSE)));
  return row;
}

/** The posts the upload is attached to (at most POSTS_PER_FILE_MAX). */
export async function postsShowing(db: Db, uploadId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id::text AS id FROM posts
      WHERE attachments @> jsonb_build_array(jsonb_build_object('uploadId', ${uploadId}::text))
      LIMIT ${POSTS_PER_FILE_MAX}`),
  );
  return rows.map((row) => row.id);
}
