import { FIELD_REASONS, fillReason } from '../../../reasons';

/** A reason a question of an imported file is not taken (common/reasons.ts `quiz.import.*`). */
export type ImportReasonCode = Extract<keyof typeof FIELD_REASONS, `quiz.import.${string}`>;

/**
 * Why one question of a GIFT file cannot be taken: thrown while reading or converting it, caught
 * for that question alone so the rest of the file still reads. Each parameter is put on one line
 * without a final full stop, so the reason reads back to its code and parameters (common/reasons.ts
 * `reasonOf`) and does not end with two.
 */
export class GiftFailure extends Error {
  readonly code: ImportReasonCode;
  readonly params: Readonly<Record<string, string>>;

  constructor(code: ImportReasonCode, params: Record<string, string> = {}) {
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

/** Words of the file as a reason's parameter: shortened to what points the author to them. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1).trimEnd()}…` : line;
}
