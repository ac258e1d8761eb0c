import pino, { type Logger } from 'pino';
import { withoutQueryValues } from './db/errors';
import { pathOf } from './http/sessions';

/**
 * The process logger. Requests are logged by method, path (no query string: it may carry tokens)
 * and address; bodies, cookies, authorisation headers and the values of database queries never
 * reach the log.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          path: pathOf(request.url),
          ip: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: (error: unknown) => {
          const serialized = pino.stdSerializers.err(withoutQueryValues(error) as Error);
          return error instanceof Error ? { ...serialized, type: error.constructor.name } : serialized;
        },
      },
      redact: ['password', '*.password', 'headers.cookie', 'headers.authorization', 'headers["x-csrftoken"]'],
    },
    destination,
  );
}
