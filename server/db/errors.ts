/**
 * The unique constraint a failed statement violated ('' when the driver does not name it), or
 * null for any other error. Drizzle wraps driver errors, so the cause chain is searched.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Did the statement fail on a unique constraint? */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}

/**
 * The SQLSTATE of a refusal raised by the database itself (a trigger enforcing a rule across
 * domains, such as an institution's learner limit): its message is a field reason code of
 * common/reasons.ts.
 */
export const REFUSAL_STATE = 'KL409';

/** The field reason code of a refusal the database raised, or null for any other error. */
export function databaseRefusal(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === REFUSAL_STATE && typeof message === 'string') return message;
  }
  return null;
}

// What a driver's error may tell the log: where it failed, never the values (its `detail` names
// them: "Key (email)=(…) already exists").
const DRIVER_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
];
// PostgreSQL quotes the value it refused: invalid input syntax for type uuid: "…".
const QUOTED = /"[\s\S]*"/;
const MAX_CAUSES = 10;

/**
 * `error` as the log may keep it: a failed query keeps its SQL (placeholders only) without its
 * parameters (Drizzle's message appends them), and a driver's error keeps its code and the
 * constraint, table and column it names, with quoted text and its detail left out. Other errors
 * keep their fields; the causes are treated alike.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error;
  const source = error as Error & Record<string, unknown>;
  let message: string;
  let fields: Record<string, unknown>;
  if (typeof source.severity === 'string') {
    message = error.message.replace(QUOTED, '"…"');
    fields = Object.fromEntries(
      DRIVER_ERROR_FIELDS.filter((key) => key in source).map((key) => [key, source[key]]),
    );
  } else if ('query' in source && 'params' in source) {
    message = `Failed query: ${String(source.query)}`;
    fields = {};
  } else {
    message = error.message;
    const { cause: _cause, ...own } = source;
    fields = own;
  }
  const copy: Error = Object.assign(new Error(message), fields);
  copy.name = error.name;
  const frames = error.stack?.search(/\n\s+at /) ?? -1;
  copy.stack = `${error.name}: ${message}${frames === -1 ? '' : error.stack!.slice(frames)}`;
  if (error.cause !== undefined) copy.cause = withoutQueryValues(error.cause, depth + 1);
  return copy;
}

// SQLSTATEs of a server that ended the session or cannot take one: admin_shutdown (a killed
// backend, a fast shutdown), crash_shutdown, cannot_connect_now (starting or stopping), and the
// connection exceptions of class 08.
const LOST_CONNECTION_STATES = /^(57P01|57P02|57P03|08...)$/;
// What node-postgres and the socket say when a connection ends under a client that has no SQLSTATE.
const LOST_CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Did the statement fail because its connection to the database was lost (killed, dropped, or the
 * server unreachable), rather than because of the statement? Such a failure is worth a retry or a
 * 503, never a 500. Drizzle wraps driver errors, so the cause chain is searched.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CONNECTION_STATES.test(code) || LOST_CONNECTION_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((text) => message.startsWith(text))) {
      return true;
    }
  }
  return false;
}
