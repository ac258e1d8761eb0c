import { z } from 'zod';
import { DesignAttachment } from '../assessment/design-attachment';
import { QuizSettings } from './quiz-settings';

/**
 * What a file or media recording block's setup holds as a submission, where learners hand in work
 * a teacher marks (common/domain/widgets.ts isSubmissionBlock): `submission` on, the quiz settings
 * of the widgets a person marks, and the assessment design it may be marked by. The widget's own
 * fields stay what they were: the author's instructions, and an example file or recording.
 */
export const SubmissionSetup = QuizSettings.extend({
  submission: z.boolean().default(false),
  ...DesignAttachment.shape,
});
export type SubmissionSetup = z.infer<typeof SubmissionSetup>;

const SUBMISSION_FIELDS = new Set(Object.keys(SubmissionSetup.shape));

/** A setup without SubmissionSetup's fields: what a block out of submission mode keeps. */
export const withoutSubmission = (setup: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(setup).filter(([field]) => !SUBMISSION_FIELDS.has(field)));

/**
 * The stored setup schema of a content widget that may be a submission: its own fields and, while
 * `submission` is on, SubmissionSetup's (checked, defaults filled). Off, none of them is kept, so a
 * plain block stores what it stored before submissions existed.
 */
export function mayBeSubmission<Shape extends z.ZodRawShape>(content: z.ZodObject<Shape>) {
  return content
    .extend(SubmissionSetup.shape)
    .transform((setup: Record<string, unknown>) =>
      setup.submission ? setup : withoutSubmission(setup),
    ) as unknown as z.ZodType<z.output<z.ZodObject<Shape>> & Partial<SubmissionSetup>>;
}
