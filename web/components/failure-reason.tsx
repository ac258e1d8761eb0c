import { describeError } from '../api/describe-error';

/**
 * The words for a failed call (`describeError`), `worded` into a sentence when given. Where a
 * failure is rare it is loaded lazily, so the error catalogue's English loads when one happens.
 */
export function FailureReason({
  error,
  worded = (reason) => reason,
}: {
  error: unknown;
  worded?: (reason: string) => string;
}) {
  return <>{worded(describeError(error))}</>;
}
