import type { FieldErrors } from '../../common/errors';

/** Codes of failures met before any server envelope could be read (spec §8 catalogue). */
export const CLIENT_ERROR_CODES = ['timeout', 'parse_error', 'no_response'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

interface ApiErrorInit {
  code: string;
  status: number;
  reason?: string;
  fields?: FieldErrors;
}

/**
 * A failed /json or /api request. `message` is the catalogue text shown to people; `code` is the
 * envelope's error code (or a client code, or the HTTP status); `status` is 0 when no reply came.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly reason: string;
  readonly fields: FieldErrors;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.reason = init.reason ?? message;
    this.fields = init.fields ?? {};
  }
}
