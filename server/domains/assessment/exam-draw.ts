import type { ExamPart } from '../../../common/api/exam';
import { seededShuffle } from '../../../common/domain/quiz/shuffle';
import { drawCandidates, type PoolQuestion } from './exam-pool';

/** A question as an attempt keeps it: copied from its bank when the attempt starts, key included. */
export interface AttemptQuestion {
  id: string;
  widgetType: string;
  setupData: Record<string, unknown>;
  points: number;
}

const copied = (question: PoolQuestion): AttemptQuestion => ({
  id: question.id,
  widgetType: question.widgetType,
  setupData: question.setupData,
  points: typeof question.setupData.points === 'number' ? question.setupData.points : 1,
});

/**
 * The questions of one attempt (`seed`: the exam, learner and attempt number): the fixed ones, and
 * each draw's count taken at random from its candidates, never a question twice; then in an order
 * of the learner's own when the exam shuffles. A draw whose candidates other parts used takes what
 * is left. The same seed draws the same questions, so a retried start changes nothing.
 */
export function drawQuestions(
  exam: { parts: readonly ExamPart[]; shuffleQuestions: boolean },
  pool: readonly PoolQuestion[],
  seed: string,
): AttemptQuestion[] {
  const byId = new Map(pool.map((question) => [question.id, question]));
  const taken = new Set(exam.parts.flatMap((part) => (part.kind === 'question' ? [part.questionId] : [])));
  const questions: AttemptQuestion[] = [];
  exam.parts.forEach((part, index) => {
    if (part.kind === 'question') {
      const question = byId.get(part.questionId);
      if (question) questions.push(copied(question));
      return;
    }
    const drawn = seededShuffle(drawCandidates(part, pool, taken), `${seed}:${index}`).slice(0, part.count);
    for (const question of drawn) {
      taken.add(question.id);
      questions.push(copied(question));
    }
  });
  return exam.shuffleQuestions ? seededShuffle(questions, `${seed}:order`) : questions;
}
