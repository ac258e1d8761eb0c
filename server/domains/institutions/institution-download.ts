import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { type LoadedInstitution, loadInstitution } from './institution-record';
import { runInstitution } from './policy';

/** What a download of an institution's is sent with. */
export interface InstitutionDownload<Query> {
  db: Db;
  actor: Actor & { userId: string };
  institution: LoadedInstitution;
  query: Query;
}

/**
 * `GET path?institution={path}&…`, a download for the institution's team and platform staff: the
 * caller signed in, the query read by `Query` (a query that does not fit is not found, as is an
 * institution they may not run), then `send` answers.
 */
export function registerInstitutionDownload<Query extends z.ZodType<{ institution: string }>>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  Query: Query,
  send: (download: InstitutionDownload<z.infer<Query>>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.get(path, async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const query = Query.safeParse(request.query);
    if (!query.success) throw new AppError('not_found', REASONS.notFound);
    const db = deps.database.db;
    const institution = await loadInstitution(db, actor.userId, query.data.institution);
    if (!institution) throw new AppError('not_found', REASONS.notFound);
    await enforcePolicy(runInstitution, actor, institution);
    return send({ db, actor: { ...actor, userId: actor.userId }, institution, query: query.data }, reply);
  });
}
