import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '../../common/errors';

/** A failure with a stable code, a human reason and the HTTP status its code implies. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
    readonly fields?: FieldErrors,
  ) {
    super(reason);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** Reasons used by the request path itself. */
export const REASONS = {
  notSignedIn: 'Sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  unknownMethod: 'Unknown resource or method.',
  csrf: 'CSRF token missing or incorrect. Reload the page and try again.',
  rateLimited: 'Too many attempts. Wait a few minutes and try again.',
  tooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;
