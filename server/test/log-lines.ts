import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../logger';

/** A logger at `level` as the server builds it, and the lines it has written, for tests to read. */
export function collectedLog(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}
