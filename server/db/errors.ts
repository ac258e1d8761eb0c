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
