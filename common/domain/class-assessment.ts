import { z } from 'zod';
import { reasonText } from '../reasons';
import type { Mark } from './quiz/mark';

/**
 * When a class's learners see their quiz marks and feedback: as each quiz sets it; only after each
 * page's due date; or held until a teacher releases them (`releasedAt`).
 */
export const GRADE_RELEASES = ['as_set', 'after_due_date', 'held'] as const;
/** What a submission after a page's due date gets: taken and marked late; a share of its score off; refused. */
export const LATE_POLICIES = ['accept', 'penalty', 'refuse'] as const;
export const PRESET_NAME_MAX = 80;
export const PRESETS_MAX = 20;

const REASONS = {
  choice: reasonText('course.choice'),
  passPercent: reasonText('quiz.passPercent'),
  penalty: reasonText('class.latePenalty'),
  presetName: reasonText('class.presetName', { max: PRESET_NAME_MAX }),
  presets: reasonText('class.presets', { max: PRESETS_MAX }),
} as const;

/** Spec §3 Cohort assessmentSettings: how a class's quizzes are assessed, whatever each quiz says. */
export const ClassAssessmentSettings = z.object({
  gradeRelease: z.enum(GRADE_RELEASES, { error: REASONS.choice }).default('as_set'),
  /** When held grades were released (set by the server); null while held. */
  releasedAt: z.iso.datetime().nullable().default(null),
  /** The pass mark of every quiz in the class, in percent; null: each quiz's own. */
  passPercent: z
    .number({ error: REASONS.passPercent })
    .min(0, { error: REASONS.passPercent })
    .max(100, { error: REASONS.passPercent })
    .nullable()
    .default(null),
  latePolicy: z.enum(LATE_POLICIES, { error: REASONS.choice }).default('accept'),
  /** The share of a late submission's score taken off, in percent (latePolicy 'penalty'). */
  latePenaltyPercent: z
    .number({ error: REASONS.penalty })
    .min(0, { error: REASONS.penalty })
    .max(100, { error: REASONS.penalty })
    .default(10),
});
export type ClassAssessmentSettings = z.infer<typeof ClassAssessmentSettings>;

/** The settings a class has before anyone changes them: each quiz as set, late work taken. */
export const DEFAULT_CLASS_ASSESSMENT: ClassAssessmentSettings = ClassAssessmentSettings.parse({});

/** Spec §3 Cohort assessmentPresets: a named set of settings a class admin applies in one step. */
export const AssessmentPreset = z.object({
  _id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: reasonText('quiz.optionId') }),
  name: z
    .string({ error: REASONS.presetName })
    .trim()
    .min(1, { error: REASONS.presetName })
    .max(PRESET_NAME_MAX, { error: REASONS.presetName }),
  settings: ClassAssessmentSettings.omit({ releasedAt: true }),
});
export type AssessmentPreset = z.infer<typeof AssessmentPreset>;

export const AssessmentPresets = z.array(AssessmentPreset).max(PRESETS_MAX, { error: REASONS.presets });

/** A class's settings as stored, defaults filled (a stored value that no longer fits reads as the defaults). */
export function classAssessmentOf(stored: unknown): ClassAssessmentSettings {
  const read = ClassAssessmentSettings.safeParse(stored ?? {});
  return read.success ? read.data : DEFAULT_CLASS_ASSESSMENT;
}

/** The reveal a quiz has in a class: the class may hold marks until the due date or its release. */
export function revealInClass<Reveal extends 'immediately' | 'after_due_date' | 'never'>(
  reveal: Reveal,
  settings: ClassAssessmentSettings,
): Reveal | 'after_due_date' | 'never' {
  if (settings.gradeRelease === 'held') return settings.releasedAt === null ? 'never' : reveal;
  if (settings.gradeRelease === 'after_due_date' && reveal === 'immediately') return 'after_due_date';
  return reveal;
}

/** A late submission's score under the class's late policy (the penalty taken off, never below 0). */
export function lateScore(score: number, late: boolean, settings: ClassAssessmentSettings): number {
  if (!late || settings.latePolicy !== 'penalty') return score;
  return Math.max(0, Math.round(score * (100 - settings.latePenaltyPercent)) / 100);
}

/** A late answer's mark under the class's late policy (the server's or a teacher's): the penalty taken off, and said. */
export function lateMark(mark: Mark, late: boolean, settings: ClassAssessmentSettings): Mark {
  const score = lateScore(mark.score, late, settings);
  return score === mark.score ? mark : { ...mark, score, latePenaltyPercent: settings.latePenaltyPercent };
}
