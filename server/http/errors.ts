import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorEnvelope } from '../../common/errors';
import { isApiPath } from '../../common/routes';
import { AppError, REASONS } from '../rpc/app-error';

/** Send the failure envelope `{"error": code, "reason": text}` with the status of its code. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const envelope: ErrorEnvelope = { error: error.code, reason: error.reason };
  if (error.fields) envelope.fields = error.fields;
  return reply.status(error.status).type('application/json; charset=utf-8').send(envelope);
}

/** Map every thrown error to an envelope; unknown errors are logged and get a generic 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const known = fromFastifyError(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError('internal', REASONS.internal));
  });

  // Screens have their own catch-all route; what reaches here is an unknown method or path.
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      isApiPath(request.url)
        ? new AppError('unknown_method', REASONS.unknownMethod)
        : new AppError('not_found', REASONS.notFound),
    ),
  );
}

function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', REASONS.tooLarge);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_request', REASONS.badJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'bad_request',
        'Send the body as application/json or application/x-www-form-urlencoded.',
      );
    default:
      return error.statusCode === 429 ? new AppError('rate_limited', REASONS.rateLimited) : null;
  }
}
