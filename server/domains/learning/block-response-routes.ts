import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOCK_MEDIA_MAX_BYTES } from '../../../common/api/block-media';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { readOneFile, withImageUploads } from '../../storage/image-upload';
import { serveMedia } from '../../storage/serve-media';
import { loadCourseClasses } from '../classes';
import { BLOCK_MEDIA_UPLOADS_PER_USER, receiveInto, withTemporaryFolder } from '../content';
import { loadLearnerBlock } from './block-completion';
import { findOwnResponse, findResponseMedia, listClassResponses, saveBlockResponse } from './block-responses';
import { loadLearnerClasses } from './course-activity';
import { readBlockResponse, respondToBlock, taughtClasses, teachBlockResponses } from './policy';

const BlockParams = z.object({ blockId: z.uuid() });
const MediaParams = z.object({ responseId: z.uuid() });

/**
 * A learner's response to a media recording block (common/api/block-response.ts): record or upload
 * it, read one's own, and its file for the learner and their teachers. Uploads count towards the
 * block media limit of the uploader.
 */
export async function registerBlockResponseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;

  /** The block named in the address, as a learner may use it (respondToBlock), or a refusal. */
  async function learnerBlock(request: { params: unknown; actor: Actor }) {
    const { actor } = request;
    if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const params = BlockParams.safeParse(request.params);
    const block = params.success ? await loadLearnerBlock(db, actor, params.data.blockId) : undefined;
    if (!block) throw new AppError('not_found', REASONS.notFound);
    await enforcePolicy(respondToBlock, actor, block);
    return { userId: actor.userId, block };
  }

  await withImageUploads(app, (scope) => {
    scope.post('/api/block/:blockId/response/', async (request) => {
      const { userId, block } = await learnerBlock(request);
      await hitRateLimit(db, BLOCK_MEDIA_UPLOADS_PER_USER, userId);
      const kind = block.setupData.kind === 'video' ? 'video' : 'audio';
      const result = await withTemporaryFolder(async (folder) => {
        const file = await readOneFile(request, kind, BLOCK_MEDIA_MAX_BYTES[kind], receiveInto(folder));
        return saveBlockResponse(db, deps.storage, {
          blockId: block.id,
          userId,
          courseId: block.courseId,
          kind,
          file,
        });
      });
      return { result };
    });
  });

  app.get('/api/block/:blockId/response/', async (request) => {
    const { userId, block } = await learnerBlock(request);
    return { result: await findOwnResponse(db, block.id, userId) };
  });

  app.get('/api/block/:blockId/responses/', async (request) => {
    const { actor } = request;
    if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const params = BlockParams.safeParse(request.params);
    const block = params.success ? await loadLearnerBlock(db, actor, params.data.blockId) : undefined;
    if (!block) throw new AppError('not_found', REASONS.notFound);
    const classes = await loadCourseClasses(db, { actor }, block.courseId);
    await enforcePolicy(teachBlockResponses, actor, classes);
    const taught = taughtClasses(actor, classes).map((cohort) => cohort.id);
    return { result: await listClassResponses(db, block.id, taught) };
  });

  // HEAD is declared, not derived from GET, so it answers from the row without opening the file.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/block-response/:responseId/',
    handler: async (request, reply) => {
      const { actor } = request;
      if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const params = MediaParams.safeParse(request.params);
      const media = params.success ? await findResponseMedia(db, params.data.responseId) : undefined;
      if (!media) throw new AppError('not_found', REASONS.notFound);
      const classes = await loadLearnerClasses(db, actor.userId, media.coursePath, media.learnerId);
      await enforcePolicy(readBlockResponse, actor, classes);
      return serveMedia(request, reply, deps.storage, media, 'response', { shared: false });
    },
  });
}
