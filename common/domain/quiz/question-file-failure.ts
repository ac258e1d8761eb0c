import { FIELD_REASONS, fillReason } from '../../reasons';

/** Why a question of a file is not imported, or not exported (common/reasons.ts `quiz.import.*`, `quiz.export.*`). */
export type QuestionFileReason = Extract<
  keyof typeof FIELD_REASONS,
  `quiz.import.${string}` | `quiz.export.${string}`
>;

/**
 * Why one question of a file cannot be read, or one question of a bank cannot be written in a
 * format: thrown while converting it, caught for that question alone so the rest still goes. Each
 * parameter is put on one line without a final full stop, so the reason reads back to its code and
 * parameters (common/reasons.ts `reasonOf`) and does not end with two.
 */
export class QuestionFileFailure extends Error {
  readonly code: QuestionFileReason;
  readonly params: Readonly<Record<string, string>>;

  constructor(code: QuestionFileReason, params: Record<string, string> = {}) {
    const lines = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        value.replace(/\s+/g, ' ').trim().replace(/\.+$/, ''),
      ]),
    );
    super(fillReason(FIELD_REASONS[code], lines));
    this.code = code;
    this.params = lines;
  }
}

const QUOTE_MAX = 60;

/** Words of a question as a reason's parameter: shortened to what points the author to them. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1).trimEnd()}…` : line;
}
