/** Joins the truthy class names (conditional Tailwind classes without a dependency). */
export function classNames(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
