import type { z } from 'zod';
import type { FieldErrors } from '../../common/errors';
import { AppError } from './app-error';

/**
 * Parse `args` with `schema`, or throw `invalid_input` carrying one reason per field (in English;
 * the envelope adds each registered reason's code: server/http/errors.ts).
 */
export function validateArgs<Schema extends z.ZodType>(schema: Schema, args: unknown): z.output<Schema> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[field] ??= issue.message;
  }
  const first = parsed.error.issues[0];
  throw new AppError('invalid_input', first?.message ?? 'Invalid input.', fields);
}
