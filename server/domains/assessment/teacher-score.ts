import type { Design } from '../../../common/api/assessment';
import { markByRubric, type RubricLevelMark } from '../../../common/domain/assessment/rubric-marks';
import { reasonText } from '../../../common/reasons';
import { AppError } from '../../rpc/app-error';

/** What a teacher sends to mark an attempt (common/api/quiz.ts MarkAttemptInput). */
export interface TeacherMarking {
  score?: number;
  rubric?: Record<string, string>;
  returnForResubmission: boolean;
}

/** A teacher's score, out of what, and the levels chosen of a rubric. */
export interface TeacherScore {
  score: number;
  maxScore: number;
  rubric?: RubricLevelMark[];
}

const invalid = (fields: Record<string, string>): never => {
  throw new AppError('invalid_input', Object.values(fields)[0]!, fields);
};

/**
 * The score of a teacher's marking: by a rubric, the chosen levels' points added up (a level of
 * each criterion, 400 by criterion otherwise); by a points design or the question's `points`, the
 * score sent, up to that maximum (levels sent for it are refused). Work returned for resubmission
 * takes no levels, only feedback.
 */
export function teacherScore(design: Design | null, points: number, input: TeacherMarking): TeacherScore {
  const maxScore = design?.totalPoints ?? points;
  if (design?.kind === 'rubric' && !input.returnForResubmission) {
    const outcome = markByRubric(design.criteria, input.rubric ?? {});
    if (!outcome.ok) return invalid(outcome.fields);
    return { score: outcome.score, maxScore, rubric: outcome.marks };
  }
  if (design?.kind !== 'rubric' && Object.keys(input.rubric ?? {}).length > 0) {
    return invalid({ rubric: reasonText('assessment.criterion') });
  }
  const score = input.score ?? (input.returnForResubmission ? 0 : undefined);
  if (score === undefined) return invalid({ score: reasonText('quiz.markScoreNumber') });
  if (score > maxScore) return invalid({ score: reasonText('quiz.markScore', { max: maxScore }) });
  return { score, maxScore };
}
