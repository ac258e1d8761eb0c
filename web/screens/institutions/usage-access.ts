import type { UseQueryResult } from '@tanstack/react-query';

/** Spec §4 access check and usage loading: loading, success, or forbidden. */
export type UsageAccess = 'loading' | 'success' | 'forbidden';

/**
 * Where the usage screen stands by its monthly usage read: loading until it answers, success once
 * it has, and forbidden when it failed, whatever the failure (spec §4: "monthly usage failure counts
 * as forbidden"), so the screen never shows usage it could not read.
 */
export function usageAccess(usage: UseQueryResult<unknown>): UsageAccess {
  if (usage.isError) return 'forbidden';
  return usage.isSuccess ? 'success' : 'loading';
}
