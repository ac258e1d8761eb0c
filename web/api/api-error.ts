import type { FieldCodes, FieldErrors, FieldReason } from '../../common/errors';

/** Codes of failures met before any server envelope could be read (spec §8 catalogue). */
export const CLIENT_ERROR_CODES = ['timeout', 'parse_error', 'no_response'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

interface ApiErrorInit {
  code: string;
  status: number;
  reason?: string;
  reasonCode?: FieldReason | undefined;
  fields?: FieldErrors;
  fieldCodes?: FieldCodes;
}

/**
 * A failed /json or /api request. `message` is the catalogue text shown to people; `code` is the
 * envelope's error code (or a client code, or the HTTP status); `status` is 0 when no reply came.
 * `reason` and `fields` are the server's English; `reasonCode` and `fieldCodes` name the registered
 * ones (common/reasons.ts), which web/lib/field-reasons.ts translates.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly reason: string;
  readonly reasonCode: FieldReason | undefined;
  readonly fields: FieldErrors;
  readonly fieldCodes: FieldCodes;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.reason = init.reason ?? message;
    this.reasonCode = init.reasonCode;
    this.fields = init.fields ?? {};
    this.fieldCodes = init.fieldCodes ?? {};
  }
}
