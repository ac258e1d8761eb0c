/**
 * A question (a quiz block, an exam's question, a random selector's draw) as a reader who does not
 * edit the course receives it: without its `answerKey`, the right answers and feedback that reach
 * a learner only through the quiz's own reveal. The same object when it has none.
 */
export function withoutAnswerKey<Question extends { setupData: Record<string, unknown> }>(
  question: Question,
): Question {
  if (!('answerKey' in question.setupData)) return question;
  const { answerKey: _hidden, ...setupData } = question.setupData;
  return { ...question, setupData };
}
