import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignedInActor } from '../rpc/actor';
import { AppError, REASONS } from '../rpc/app-error';
import type { FileStorage } from '../storage/storage';

const ExportFile = z.object({ path: z.string().min(1), exportId: z.uuid() });

/**
 * What a download of a finished CSV export asks for (`…/:path/…/:file`, the file `{exportId}.csv`):
 * the signed-in caller (401 otherwise), the path and the export id (404 for a name that is no export).
 */
export function exportDownloadOf(request: FastifyRequest): {
  actor: SignedInActor;
  path: string;
  exportId: string;
} {
  const { actor } = request;
  if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
  const { path, file } = request.params as { path: string; file: string };
  const params = ExportFile.safeParse({ path, exportId: file.replace(/\.csv$/, '') });
  if (!params.success || !file.endsWith('.csv')) throw new AppError('not_found', REASONS.notFound);
  return { actor: actor as SignedInActor, ...params.data };
}

/** Export `state`'s stored CSV as an attachment named `filename` (without its extension), never cached; 404 until it is finished. */
export async function sendCsvDownload(
  reply: FastifyReply,
  storage: FileStorage,
  state: { status: string; storageKey: string | null },
  filename: string,
) {
  const body = state.storageKey ? await storage.get(state.storageKey) : undefined;
  if (state.status !== 'finished' || !body) throw new AppError('not_found', REASONS.notFound);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}
