import { type Mark, markOf } from '../../../common/domain/quiz/mark';
import { markedWidgetOf } from '../../../common/domain/quiz/quiz-widgets';
import type { AttemptQuestion } from './exam-draw';

/** A question's widget and its setup as stored (defaults filled). */
export function examQuestionSetup(question: AttemptQuestion) {
  const widget = markedWidgetOf(question.widgetType)!;
  return { widget, setup: widget.setup.parse(question.setupData) };
}

/**
 * The server's marks of an attempt's answers: each question marked as its widget marks it, a
 * question left unanswered (or with an answer its widget no longer takes) scoring nothing.
 */
export function markExamAnswers(questions: readonly AttemptQuestion[], answers: Record<string, unknown>) {
  const marks: Record<string, Mark> = {};
  let score = 0;
  let maxScore = 0;
  for (const question of questions) {
    const { widget, setup } = examQuestionSetup(question);
    const given = question.id in answers ? widget.answers(setup).safeParse(answers[question.id]) : null;
    const mark = given?.success ? widget.mark(setup, given.data) : markOf(0, setup.points);
    marks[question.id] = mark;
    score += mark.score;
    maxScore += mark.maxScore;
  }
  return { marks, score: Math.round(score * 100) / 100, maxScore };
}
