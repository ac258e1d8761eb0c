import { useEffect, useState } from 'react';

/**
 * A failed call's error in words, or undefined without one. The words (every call's reasons,
 * translated: api/describe-error.ts) load once there is an error to describe, so a screen that
 * rarely fails keeps them out of its first load; the text follows a moment after the error.
 */
export function useErrorText(error: unknown): string | undefined {
  const [described, setDescribed] = useState<{ error: unknown; text: string }>();
  useEffect(() => {
    if (!error) return;
    let current = true;
    void import('../api/describe-error').then(({ describeError }) => {
      if (current) setDescribed({ error, text: describeError(error) });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return error && described?.error === error ? described.text : undefined;
}
