import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOCK_MEDIA_MAX_BYTES } from '../../../common/api/block-media';
import type { PostAttachment } from '../../../common/api/feed';
import { UPLOAD_REASONS } from '../../../common/uploads';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy, isStaffActor } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { downloadName } from '../../storage/content-disposition';
import { readOneFile, withImageUploads } from '../../storage/image-upload';
import { serveMedia } from '../../storage/serve-media';
import {
  BLOCK_MEDIA_UPLOADS_PER_USER,
  type ReceivedFile,
  receiveInto,
  withTemporaryFolder,
} from '../content';
import { loadAnnouncementTarget } from './announcement-target';
import { announce, seesPost, uploadPostMedia } from './policy';
import { shownOnPublishedPortfolio } from './portfolio-rows';
import { loadPostBlock } from './post-block';
import { attachmentKindOf } from './post-body';
import { findPostMedia, postsShowing, storePostMedia } from './post-media';
import { loadPost } from './post-target';

const UploadQuery = z.object({ blockId: z.uuid(), cohortPath: z.string().trim().min(1).max(200) });
/** An announcement's media: to the course at `coursePath`, or to its class at `cohortPath`. */
const AnnouncementQuery = z.object({
  coursePath: z.string().trim().min(1).max(200),
  cohortPath: z.string().trim().min(1).max(200).optional(),
});
const MediaParams = z.object({ uploadId: z.uuid() });
// The largest a post's file may be before its kind is known: the largest kind a post takes.
const LARGEST = Math.max(
  BLOCK_MEDIA_MAX_BYTES.image,
  BLOCK_MEDIA_MAX_BYTES.video,
  BLOCK_MEDIA_MAX_BYTES.file,
);

/** The signed-in caller's id, or 401. */
function signedInId(actor: Actor): string {
  if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
  return actor.userId;
}

/**
 * A post's media (common/api/feed.ts): `POST /api/post-media/?blockId&cohortPath` takes one image,
 * video or document from a learner who may post on the block (its kind from the type the browser
 * declares, then checked by content as block media of that kind, within that kind's size, counted
 * towards the uploader's block media limit); `GET|HEAD /api/post-media/{uploadId}/` serves it to
 * its uploader, platform staff and whoever may read a post it is attached to, and to anyone,
 * visitors too, while a post of its uploader showing it is on their published portfolio.
 */
export async function registerPostMediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;

  /**
   * The course an upload is for, once the caller may upload there: a post block in their class
   * (`blockId`, uploadPostMedia), else an announcement's course or class (announce).
   */
  async function uploadPlace(userId: string, actor: Actor, raw: unknown): Promise<string> {
    const query = UploadQuery.safeParse(raw);
    if (query.success) {
      const block = await loadPostBlock(db, userId, query.data.blockId, query.data.cohortPath);
      if (!block) throw new AppError('not_found', REASONS.notFound);
      await enforcePolicy(uploadPostMedia, actor, block);
      return block.courseId;
    }
    const announcement = AnnouncementQuery.safeParse(raw);
    const hasBlock = typeof (raw as { blockId?: unknown } | null)?.blockId === 'string';
    const target =
      announcement.success && !hasBlock
        ? await loadAnnouncementTarget(
            db,
            userId,
            announcement.data.coursePath,
            announcement.data.cohortPath ?? null,
          )
        : undefined;
    if (!target) throw new AppError('not_found', REASONS.notFound);
    await enforcePolicy(announce, actor, target);
    return target.courseId;
  }

  await withImageUploads(app, (scope) => {
    scope.post('/api/post-media/', async (request) => {
      const userId = signedInId(request.actor);
      const courseId = await uploadPlace(userId, request.actor, request.query);
      await hitRateLimit(db, BLOCK_MEDIA_UPLOADS_PER_USER, userId);
      const result: PostAttachment = await withTemporaryFolder(async (folder) => {
        let declared = '';
        const keep = async (part: MultipartFile): Promise<ReceivedFile> => {
          declared = part.mimetype;
          return receiveInto(folder)(part);
        };
        const file = await readOneFile(request, 'file', LARGEST, keep);
        const kind = attachmentKindOf(declared);
        if (file.data.sizeBytes > BLOCK_MEDIA_MAX_BYTES[kind]) {
          throw new AppError('file_too_big', UPLOAD_REASONS.fileTooBig(BLOCK_MEDIA_MAX_BYTES[kind]));
        }
        return storePostMedia(db, deps.storage, { ownerId: userId, courseId, kind, file });
      });
      return { result };
    });
  });

  // HEAD is declared, not derived from GET, so it answers from the row without opening the file.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/post-media/:uploadId/',
    handler: async (request, reply) => {
      const { userId } = request.actor;
      // A visitor hears 401 for anything not on a published portfolio, as before they could see none.
      const unseen = () =>
        userId === null
          ? new AppError('not_signed_in', REASONS.notSignedIn)
          : new AppError('not_found', REASONS.notFound);
      const params = MediaParams.safeParse(request.params);
      const media = params.success ? await findPostMedia(db, params.data.uploadId) : undefined;
      if (!media) throw unseen();
      if (userId === null || (media.ownerId !== userId && !isStaffActor(request.actor))) {
        let readable = false;
        for (const postId of userId === null ? [] : await postsShowing(db, media.id)) {
          const post = await loadPost(db, userId as string, postId);
          if (post && seesPost(request.actor, post)) {
            readable = true;
            break;
          }
        }
        // Anyone, signed in or not, receives a file of a post shown on its author's published
        // portfolio (the public page shows it); nothing else of a post reaches a stranger.
        if (!readable && !(await shownOnPublishedPortfolio(db, media.id, media.ownerId))) throw unseen();
      }
      const stored = media.storageKey.split('/').pop() ?? 'file';
      return serveMedia(
        request,
        reply,
        deps.storage,
        media,
        downloadName((request.query as { name?: unknown }).name, stored),
        {
          shared: false,
        },
      );
    },
  });
}
