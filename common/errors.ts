/**
 * Stable error codes of the /json and /api envelopes: `{"error": code, "reason": text}`.
 * The codes double as i18n keys on the client (`errors.<code>`).
 */
export const ERROR_STATUS = {
  invalid_input: 400,
  bad_request: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  mfa_required: 401,
  invalid_otp: 401,
  invalid_token: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  unknown_method: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  too_many_files: 400,
  file_type_not_accepted: 415,
  file_too_big: 413,
  profile_name_taken: 409,
  cannot_follow_self: 400,
  plan_limit_reached: 403,
  course_code_taken: 409,
  page_path_taken: 409,
  class_ended: 410,
  enrolment_closed: 409,
  class_full: 409,
  attempts_used: 409,
  not_open: 409,
  closed: 409,
  time_up: 409,
  invite_only: 403,
  access_code_invalid: 400,
  enrolment_code_invalid: 400,
  course_access_denied: 403,
  cohort_path_taken: 409,
  payment_required: 402,
  /** Commerce (common/api/payment.ts): a coupon that does not hold, a payment under way or done. */
  coupon_invalid: 400,
  not_for_sale: 409,
  payment_processing: 409,
  payment_settled: 409,
  /** A refund of a payment that took no money, or has nothing left to give back. */
  not_refundable: 409,
  seats_taken: 409,
  already_in_course_class: 409,
  /** A learner has made all the posts a post block takes (spec §3 Block `maxPosts`). */
  post_limit_reached: 409,
  /** A page or activity for members of a group type the learner is in no group of (spec §6). */
  group_required: 403,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A per-field reason list carried by `invalid_input` errors. */
export type FieldErrors = Record<string, string>;

/** A reason by its stable code (common/reasons.ts) and the values of its {{parameters}}. */
export interface FieldReason {
  code: string;
  params?: Record<string, string | number>;
}

/** The code of each field reason that has one, by field: the English stays in `fields`. */
export type FieldCodes = Record<string, FieldReason>;

/**
 * The failure envelope of /json and /api. `fields` words each refused field in English for any
 * client; `fieldCodes` and `reasonCode` name the registered ones so a client can translate them.
 */
export interface ErrorEnvelope {
  error: ErrorCode | string;
  reason: string;
  reasonCode?: FieldReason;
  fields?: FieldErrors;
  fieldCodes?: FieldCodes;
}

/** The success envelope of /json and /api. */
export interface ResultEnvelope<T> {
  result: T;
}
