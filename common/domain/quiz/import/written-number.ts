import { QuestionFileFailure, quote } from '../question-file-failure';

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number as a file writes it (`3`, `-0.5`, `1e3`), or a failure quoting `answer` when it is not one Kelas marks. */
export function writtenNumber(text: string, answer: string): number {
  const trimmed = text.trim();
  const value = NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(value)) throw new QuestionFileFailure('quiz.import.number', { answer: quote(answer) });
  return value;
}
