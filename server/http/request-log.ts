import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request logging with one line per request instead of two: nothing when a request comes
 * in, and when it completes its method, path (server/logger.ts drops the query), address, status
 * and response time together. Each line is a write to the log's destination, and at the default
 * level every request paid for two.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
