import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../../../common/api/quiz';
import { textOf } from '../blocks/setup-value';
import type { AnswerReveal } from './answer-reveal';
import { EMPTY_ANSWERS } from './blank-answers';
import { QuestionAnswerField } from './question-answer-field';
import type { QuizAnswers } from './use-quiz-answers';

interface DrawnQuestionsAnswerProps {
  setupData: Record<string, unknown>;
  drawn: NonNullable<QuizState['drawnQuestions']>;
  userId: string;
  answers: Record<string, QuizAnswers>;
  onChange: (answers: Record<string, QuizAnswers>) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

/** One drawn question's share of a random selector's reveal: its own right answers, once shown. */
function questionReveal(reveal: AnswerReveal, questionId: string): AnswerReveal {
  const key =
    reveal.rightAnswers?.kind === 'questions' ? (reveal.rightAnswers.keys[questionId] ?? null) : null;
  return { rightAnswers: key, mark: null };
}

/**
 * A random selector for a learner: the instructions, then each question drawn for their attempt
 * with its own widget's form, numbered; whether each was right once marks show.
 */
export function DrawnQuestionsAnswer({
  setupData,
  drawn,
  userId,
  answers,
  onChange,
  disabled,
  reveal,
}: DrawnQuestionsAnswerProps) {
  const { t } = useTranslation();
  const instructions = textOf(setupData, 'question');
  const right = reveal.mark?.rightParts;
  if (drawn.length === 0) return <p className="text-slate-700">{t('quiz.draw.empty')}</p>;
  return (
    <div className="space-y-4">
      {instructions && <p className="whitespace-pre-line font-medium text-slate-900">{instructions}</p>}
      <ol className="space-y-5">
        {drawn.map((question, index) => (
          <li key={question.id} className="rounded-lg border border-slate-200 p-3">
            <p className="mb-2 text-sm font-semibold text-slate-600">
              {t('quiz.draw.questionNumber', { number: index + 1, count: drawn.length })}
            </p>
            <QuestionAnswerField
              questionId={question.id}
              setupData={question.setupData}
              userId={userId}
              answers={answers[question.id] ?? EMPTY_ANSWERS[question.widgetType]!}
              onChange={(answer) => onChange({ ...answers, [question.id]: answer })}
              disabled={disabled}
              reveal={questionReveal(reveal, question.id)}
            />
            {right && (
              <p className="mt-2 text-sm font-medium text-slate-800">
                {right.includes(question.id) ? t('quiz.draw.right') : t('quiz.draw.notRight')}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
