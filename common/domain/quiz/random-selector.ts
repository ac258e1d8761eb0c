import { z } from 'zod';
import { reasonText } from '../../reasons';
import { type Mark, points, type QuestionMark } from './mark';
import type { MarkedWidget, RevealedKey } from './quiz-widgets';
import {
  type DrawnQuestion,
  type DrawnSelectorSetup,
  DrawnSelectorSetup as Setup,
} from './random-selector-setup';

type Lookup = (widgetType: string) => MarkedWidget<{ points: number }, unknown> | undefined;
type Answers = { questions: Record<string, unknown> };

/** A drawn question's widget and setup (defaults filled). */
function parsed(lookup: Lookup, question: DrawnQuestion) {
  const widget = lookup(question.widgetType)!;
  return { widget, setup: widget.setup.parse(question.setupData) };
}

/** The mark of one drawn question's answer; nothing for one left unanswered. */
function questionMark(lookup: Lookup, question: DrawnQuestion, answers: unknown): Mark | null {
  if (answers === undefined) return null;
  const { widget, setup } = parsed(lookup, question);
  return widget.mark(setup, answers);
}

/**
 * The random selector as a marked widget, made from the registry of the others (`lookup`, so the
 * registry can hold it without an import cycle). Its answers are one answer per drawn question,
 * each checked by that question's widget; its mark gives each question an equal share of the
 * selector's points, as a share of that question's own marks (kept by question, `questionMarks`,
 * for the outcomes each is aligned to); its key is each question's key.
 */
export function randomSelectorWidget(lookup: Lookup): MarkedWidget<DrawnSelectorSetup, Answers> {
  return {
    setup: Setup,
    answers: (setup) =>
      z.object(
        {
          questions: z.strictObject(
            Object.fromEntries(
              setup.drawn.map((question) => {
                const { widget, setup: own } = parsed(lookup, question);
                return [question.id, widget.answers(own).optional()];
              }),
            ),
            { error: reasonText('quiz.part') },
          ),
        },
        { error: reasonText('quiz.answers') },
      ),
    mark: (setup, answers) => {
      let fraction = 0;
      const feedback: string[] = [];
      const rightParts: string[] = [];
      const questionMarks: Record<string, QuestionMark> = {};
      const share = setup.drawn.length === 0 ? 0 : setup.points / setup.drawn.length;
      for (const question of setup.drawn) {
        const mark = questionMark(lookup, question, answers.questions[question.id]);
        const earned = mark && mark.maxScore > 0 ? mark.score / mark.maxScore : 0;
        questionMarks[question.id] = { score: points(earned, share), maxScore: points(1, share) };
        if (!mark) continue;
        fraction += earned;
        if (mark.correct) rightParts.push(question.id);
        feedback.push(...mark.feedback);
      }
      const score = points(setup.drawn.length === 0 ? 0 : fraction / setup.drawn.length, setup.points);
      return {
        score,
        maxScore: setup.points,
        correct: setup.drawn.length > 0 && score === setup.points,
        feedback,
        rightParts,
        questionMarks,
      };
    },
    revealedKey: (setup) => ({
      kind: 'questions',
      keys: Object.fromEntries(
        setup.drawn.map((question) => {
          const { widget, setup: own } = parsed(lookup, question);
          return [question.id, widget.revealedKey(own) as Exclude<RevealedKey, { kind: 'questions' }> | null];
        }),
      ),
    }),
    incomplete: (setup) =>
      setup.drawn.length === 0 ? { field: 'questions', reason: reasonText('quiz.drawEmpty') } : null,
  };
}
