import { and, eq, inArray } from 'drizzle-orm';
import { type PostAttachment, postMediaUrl } from '../../../common/api/feed';
import { embedAddress } from '../../../common/domain/embed-allow-list';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { plainTextOf, sanitizeRichText } from '../../security/rich-text';
import { plainTextFrom } from './plain-text';

/** The `uploads` purpose of a post's images, videos and files. */
export const POST_MEDIA_PURPOSE = 'post-media';

const fieldError = (field: string, reason: string) =>
  new AppError('invalid_input', reason, { [field]: reason });

/** What a stored file is shown as: an image, a video, or a file to download. */
export function attachmentKindOf(contentType: string): 'image' | 'video' | 'file' {
  if (contentType.startsWith('image/')) return 'image';
  return contentType.startsWith('video/') ? 'video' : 'file';
}

/**
 * A post's body and attachments as stored: the body sanitised (server/security/rich-text.ts); each
 * uploaded attachment an upload of `userId` for post media of the course (one query for all), with
 * its address, type and size from the upload and its name as plain text; each embed an https page
 * of the embed allow-list. A post with neither text nor attachment is refused.
 */
export async function cleanPost(
  db: Db,
  userId: string,
  courseId: string,
  input: { body: string; attachments: PostAttachment[] },
): Promise<{ body: string; attachments: PostAttachment[] }> {
  const body = sanitizeRichText(input.body);
  if (plainTextOf(body, 1) === '' && input.attachments.length === 0) {
    throw fieldError('body', reasonText('social.emptyPost'));
  }
  const ids = [
    ...new Set(input.attachments.flatMap((each) => (each.kind === 'embed' ? [] : [each.uploadId]))),
  ];
  const owned =
    ids.length === 0
      ? []
      : await db
          .select({ id: uploads.id, contentType: uploads.contentType, sizeBytes: uploads.sizeBytes })
          .from(uploads)
          .where(
            and(
              inArray(uploads.id, ids),
              eq(uploads.ownerId, userId),
              eq(uploads.purpose, POST_MEDIA_PURPOSE),
              eq(uploads.courseId, courseId),
            ),
          );
  const byId = new Map(owned.map((row) => [row.id, row]));
  const attachments = input.attachments.map((attachment): PostAttachment => {
    if (attachment.kind === 'embed') {
      const url = embedAddress(attachment.url);
      if (!url) throw fieldError('attachments', reasonText('social.embedNotAllowed'));
      return { kind: 'embed', url };
    }
    const upload = byId.get(attachment.uploadId);
    if (!upload) throw fieldError('attachments', reasonText('social.uploadAgain'));
    return {
      kind: attachmentKindOf(upload.contentType),
      uploadId: upload.id,
      url: postMediaUrl(upload.id),
      name: plainTextFrom(attachment.name).slice(0, 255),
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
    };
  });
  return { body, attachments };
}
