import { z } from 'zod';
import { reasonText } from '../../reasons';

/**
 * What a submission block's setup holds to be marked by an assessment design of its course: the
 * design's id, or null (or nothing) to be marked with the question's points. Outside the answer key, so the
 * editor and the marking screen read it alike: a long form response's, and a file or media
 * recording block's in submission mode (common/domain/quiz/submission-setup.ts).
 */
export const DesignAttachment = z.object({
  assessmentDesignId: z
    .uuid({ error: reasonText('assessment.design') })
    .nullable()
    .optional(),
});

/** The design a block's stored setup names, or null. */
export function attachedDesignId(setupData: Record<string, unknown>): string | null {
  const id = setupData.assessmentDesignId;
  return typeof id === 'string' ? id : null;
}
