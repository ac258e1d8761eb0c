import pino, { type Logger } from 'pino';
import { pathOf } from './http/sessions';

/**
 * The process logger. Requests are logged by method, path (no query string: it may carry tokens)
 * and address; bodies, cookies and authorisation headers never reach the log.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: pathOf(request.url),
        ip: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
    redact: ['password', '*.password', 'headers.cookie', 'headers.authorization', 'headers["x-csrftoken"]'],
  });
}
