import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope, FieldCodes } from '../../common/errors';
import { INSTITUTION_FIELD_REASONS, institutionReasonOf } from '../../common/institution-reasons';
import { PAYMENT_FIELD_REASONS, paymentReasonOf } from '../../common/payment-reasons';
import { FIELD_REASONS, reasonOf } from '../../common/reasons';
import { isApiPath } from '../../common/routes';
import { databaseRefusal, isConnectionLost } from '../db/errors';
import { AppError, REASONS } from '../rpc/app-error';
import { unstorableTextError } from '../rpc/decode';

/** Send the failure envelope `{"error": code, "reason": text}` with the status of its code. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(error.status).type('application/json; charset=utf-8').send(envelopeOf(error));
}

/** Every registry's English reasons, by code (common/reasons.ts and the ones kept apart). */
const ALL_REASONS: Readonly<Record<string, string>> = {
  ...FIELD_REASONS,
  ...INSTITUTION_FIELD_REASONS,
  ...PAYMENT_FIELD_REASONS,
};

/** The code and parameters of an English reason of any registry; null for a text none declares. */
export const anyReasonOf = (text: string) =>
  reasonOf(text) ?? institutionReasonOf(text) ?? paymentReasonOf(text);

/**
 * The envelope of `error`. Its reason and each field keep their English (any client reads them);
 * those the registry declares (common/reasons.ts) also travel as codes with parameters, which a
 * client translates. Deriving them here covers zod's refusals and every service's alike.
 */
function envelopeOf(error: AppError): ErrorEnvelope {
  const envelope: ErrorEnvelope = { error: error.code, reason: error.reason };
  const reasonCode = anyReasonOf(error.reason);
  if (reasonCode) envelope.reasonCode = reasonCode;
  if (!error.fields) return envelope;
  envelope.fields = error.fields;
  const fieldCodes: FieldCodes = {};
  for (const [field, reason] of Object.entries(error.fields)) {
    const code = anyReasonOf(reason);
    if (code) fieldCodes[field] = code;
  }
  if (Object.keys(fieldCodes).length > 0) envelope.fieldCodes = fieldCodes;
  return envelope;
}

/** Map every thrown error to an envelope; unknown errors are logged and get a generic 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const known = fromFastifyError(error) ?? fromDatabaseRefusal(error);
    if (known) return sendError(reply, known);
    if (isConnectionLost(error)) {
      // The database connection was lost under this request (its transaction rolled back): the
      // client may try again at once, on a new connection.
      request.log.warn('database connection lost during the request');
      return sendError(reply.header('retry-after', '1'), new AppError('unavailable', REASONS.unavailable));
    }
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

/** A rule the database enforced (REFUSAL_STATE) as a 409 with its reason; null for anything else. */
function fromDatabaseRefusal(error: unknown): AppError | null {
  const code = databaseRefusal(error);
  if (code === null || !Object.hasOwn(ALL_REASONS, code)) return null;
  return new AppError('conflict', ALL_REASONS[code]!);
}

/**
 * Fastify's own refusals before routing (`frameworkErrors`) as envelopes: an address whose
 * percent-encoding decodes to no valid text, or a path parameter too long to name anything.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') sendError(reply, unstorableTextError('path'));
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    sendError(reply, new AppError('not_found', REASONS.notFound));
  else sendError(reply, new AppError('internal', REASONS.internal));
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
