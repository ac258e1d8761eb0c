import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOCK_MEDIA_MAX_BYTES, type BlockMediaKind } from '../../../common/api/block-media';
import { SUBMISSIONS_FOLDER } from '../../../common/domain/quiz/submitted-file';
import { isSubmissionBlock } from '../../../common/domain/widgets';
import { reasonText } from '../../../common/reasons';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { downloadName } from '../../storage/content-disposition';
import { readOneFile, withImageUploads } from '../../storage/image-upload';
import { serveMedia } from '../../storage/serve-media';
import { BLOCK_MEDIA_UPLOADS_PER_USER, receiveInto, withTemporaryFolder } from '../content';
import { answerQuiz, readSubmittedFile } from './policy';
import { loadQuizBlock } from './quiz-target';
import { loadFileToRead, storeSubmissionFile } from './submission-files';

const UploadParams = z.object({ blockId: z.uuid() });
const UploadQuery = z.object({ cohortPath: z.string().trim().toLowerCase().min(1).max(200) });
const FileParams = z.object({ blockId: z.uuid(), learnerId: z.uuid(), name: z.string() });

/** What a submission block takes: a file block, a document; a media recording, its kind of recording. */
const kindOf = (block: { widgetType: string; setupData: Record<string, unknown> }): BlockMediaKind =>
  block.widgetType === 'file' ? 'file' : block.setupData.kind === 'video' ? 'video' : 'audio';

/**
 * Work handed in to submission blocks (common/api/submission.ts): a learner uploads a file to hand
 * in (block media's checks and limits; it counts towards their block media uploads), which they and
 * the teachers of the class they hand it in to read.
 */
export async function registerSubmissionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;

  await withImageUploads(app, (scope) => {
    scope.post('/api/block/:blockId/submission/', async (request) => {
      const { actor } = request;
      if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const params = UploadParams.safeParse(request.params);
      const query = UploadQuery.safeParse(request.query);
      const block =
        params.success && query.success
          ? await loadQuizBlock(db, actor.userId, params.data.blockId, query.data.cohortPath)
          : undefined;
      if (!block) throw new AppError('not_found', REASONS.notFound);
      await enforcePolicy(answerQuiz, actor, block);
      if (!isSubmissionBlock(block)) throw new AppError('bad_request', reasonText('quiz.notSubmission'));
      await hitRateLimit(db, BLOCK_MEDIA_UPLOADS_PER_USER, actor.userId);
      const kind = kindOf(block);
      const result = await withTemporaryFolder(async (folder) => {
        const file = await readOneFile(request, kind, BLOCK_MEDIA_MAX_BYTES[kind], receiveInto(folder));
        return storeSubmissionFile(db, deps.storage, {
          blockId: block.blockId,
          learnerId: actor.userId!,
          courseId: block.courseId,
          kind,
          file,
        });
      });
      return { result };
    });
  });

  // HEAD is declared, not derived from GET, so it answers from the row without opening the file.
  app.route({
    method: ['GET', 'HEAD'],
    url: `/api/${SUBMISSIONS_FOLDER}/:blockId/:learnerId/:name`,
    handler: async (request, reply) => {
      const { actor } = request;
      if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const params = FileParams.safeParse(request.params);
      if (!params.success) throw new AppError('not_found', REASONS.notFound);
      const loaded = await loadFileToRead(db, request, params.data);
      if (!loaded) throw new AppError('not_found', REASONS.notFound);
      await enforcePolicy(readSubmittedFile, actor, loaded);
      const name = downloadName((request.query as { name?: unknown }).name, params.data.name);
      return serveMedia(request, reply, deps.storage, loaded.media, name, { shared: false });
    },
  });
}
