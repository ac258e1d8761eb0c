import type { z } from 'zod';
import type { ExamDetail, ExamPart } from '../../../../common/api/exam';
import type { ExamRelease } from '../../../../common/domain/exam/exam-rules';
import { ApiError } from '../../../api/api-error';
import { fieldErrorOf } from '../../../lib/field-error';
import { reasonText } from '../../../lib/reason-text';

export type Difficulty = Extract<ExamPart, { kind: 'draw' }>['difficulty'];

/** One part of an exam as its form holds it: numbers and tags as typed, and a key of its own for the list. */
export type PartDraft =
  | { key: string; kind: 'question'; questionId: string }
  | { key: string; kind: 'draw'; bankId: string; count: string; tags: string; difficulty: Difficulty };

/** An exam's settings as typed in its form (numbers and times as text, an empty time for none). */
export interface ExamDraft {
  title: string;
  instructions: string;
  timeLimit: string;
  opensAt: string;
  closesAt: string;
  attempts: string;
  shuffle: boolean;
  release: ExamRelease;
  parts: PartDraft[];
  weight: string;
}

let lastKey = 0;
/** A key for a part new to the form. */
export const partKey = () => `part-${++lastKey}`;

/** The form's values of a saved exam. */
export function draftOf(exam: ExamDetail): ExamDraft {
  return {
    title: exam.title,
    instructions: exam.instructions,
    timeLimit: String(exam.timeLimitMinutes),
    opensAt: exam.opensAtLocal ?? '',
    closesAt: exam.closesAtLocal ?? '',
    attempts: String(exam.maxAttempts),
    shuffle: exam.shuffleQuestions,
    release: exam.release,
    weight: String(exam.weight),
    parts: exam.parts.map((part) =>
      part.kind === 'question'
        ? { key: partKey(), kind: 'question', questionId: part.questionId }
        : {
            key: partKey(),
            kind: 'draw',
            bankId: part.bankId,
            count: String(part.count),
            tags: part.tags.join(', '),
            difficulty: part.difficulty,
          },
    ),
  };
}

// An empty field is no number: the check refuses it with the field's own reason.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
// A `datetime-local` value to the minute (a browser may add seconds), or null when empty.
const wallClockOf = (text: string) => (text === '' ? null : text.slice(0, 16));

/** The settings a draft gives, for ExamSettings to check. */
export function settingsOf(draft: ExamDraft) {
  return {
    title: draft.title,
    instructions: draft.instructions,
    timeLimitMinutes: numberOf(draft.timeLimit),
    opensAtLocal: wallClockOf(draft.opensAt),
    closesAtLocal: wallClockOf(draft.closesAt),
    maxAttempts: numberOf(draft.attempts),
    shuffleQuestions: draft.shuffle,
    release: draft.release,
    weight: numberOf(draft.weight),
    parts: draft.parts.map((part) =>
      part.kind === 'question'
        ? { kind: part.kind, questionId: part.questionId }
        : {
            kind: part.kind,
            bankId: part.bankId,
            count: numberOf(part.count),
            tags: part.tags
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
            difficulty: part.difficulty,
          },
    ),
  };
}

/**
 * Where a reason shows in the form: a field, a part ('parts.2') or a part's field ('parts.2.count');
 * a tag's reason ('parts.2.tags.0') shows beside the tags.
 */
const placeOf = (path: string) => path.split('.').slice(0, 3).join('.') || '_';

/** The reasons of the browser's own check, in the interface language, by place. */
export function checkErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[placeOf(issue.path.join('.'))] ??= reasonText(issue.message);
  return errors;
}

/** The reasons of the server's refusal, in the interface language, by place. */
export function serverErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const path of Object.keys(error.fields)) {
    const text = fieldErrorOf(error, path);
    if (text) errors[placeOf(path)] ??= text;
  }
  return errors;
}
