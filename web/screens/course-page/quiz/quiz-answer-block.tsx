import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../../common/api/course-page';
import type { QuizState } from '../../../../common/api/quiz';
import { isMarkedByPerson, isSubmissionBlock } from '../../../../common/domain/widgets';
import { ApiError } from '../../../api/api-error';
import { describeError } from '../../../api/describe-error';
import { PRIMARY_BUTTON } from '../../../components/button-styles';
import { textOf } from '../blocks/setup-value';
import { revealOf } from './answer-reveal';
import { EMPTY_ANSWERS, isBlank } from './blank-answers';
import { DrawnQuestionsAnswer } from './drawn-questions-answer';
import { QuestionAnswerField } from './question-answer-field';
import { QuizResult } from './quiz-result';
import { SubmissionAnswer } from './submission-answer';
import { submittedFileOf } from './submitted-work';
import { useQuizAnswers } from './use-quiz-answers';

interface QuizAnswerBlockProps {
  block: PageBlock;
  state: QuizState;
  pageId: string;
  cohortPath: string;
  userId: string;
}

/** The words of the submit button and the kept scratchpad: a quiz's answer, or work handed in. */
const WORDS = {
  answer: {
    submit: 'quiz.answer.submit',
    submitAgain: 'quiz.answer.submitAgain',
    submitting: 'quiz.answer.submitting',
    kept: 'quiz.answer.kept',
  },
  handIn: {
    submit: 'quiz.submission.handIn',
    submitAgain: 'quiz.submission.handInAgain',
    submitting: 'quiz.submission.handingIn',
    kept: 'quiz.submission.kept',
  },
} as const;

/** Spec §8: a failed submission shows the server's message, else 'Error submitting quiz'. */
function useSubmitErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return error instanceof ApiError ? describeError(error) : t('quiz.answer.submitFailed');
}

/**
 * A quiz block for a learner of a class: the question with a way to answer it (what they choose
 * or type is kept as they go; a submission block's file or recording to hand in), the submit
 * button while attempts are left, how many are used, and the result of their latest attempt as
 * the widget reveals it.
 */
export function QuizAnswerBlock({ block, state, pageId, cohortPath, userId }: QuizAnswerBlockProps) {
  const { t } = useTranslation();
  const quiz = useQuizAnswers(
    { blockId: block.id, pageId, cohortPath },
    state,
    EMPTY_ANSWERS[block.widgetType]!,
  );
  const [blank, setBlank] = useState(false);
  const errorText = useSubmitErrorText(quiz.submitError);
  // No attempt after the last, nor once the right answers show (the server refuses it too).
  const noneLeft = state.attemptsLeft === 0 || state.rightAnswers !== null;
  const used = state.attempts.length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (noneLeft || quiz.submitting) return;
    setBlank(isBlank(quiz.answers));
    if (!isBlank(quiz.answers)) quiz.submit();
  };
  const { answers } = quiz;
  const written = 'html' in answers;
  // While a teacher marks the latest attempt, or after the last, nothing more is sent.
  const closed = noneLeft || state.awaitingMarking;
  const handIn = isSubmissionBlock(block);
  const words = handIn ? WORDS.handIn : WORDS.answer;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-quiz-block={block.id}>
      {'file' in answers ? (
        <SubmissionAnswer
          block={block}
          cohortPath={cohortPath}
          file={answers.file}
          handedIn={submittedFileOf(state.attempts.at(-1)?.answers)}
          onChange={(file) => quiz.setAnswers({ file })}
          closed={closed}
        />
      ) : 'questions' in answers ? (
        <DrawnQuestionsAnswer
          setupData={block.setupData}
          drawn={state.drawnQuestions ?? []}
          userId={userId}
          answers={answers.questions}
          onChange={(questions) => quiz.setAnswers({ questions })}
          disabled={noneLeft}
          reveal={revealOf(state)}
        />
      ) : (
        <QuestionAnswerField
          questionId={block.id}
          setupData={block.setupData}
          userId={userId}
          answers={answers}
          onChange={quiz.setAnswers}
          // A written answer waits, unchanged, while a teacher marks it.
          disabled={noneLeft || (written && state.awaitingMarking)}
          reveal={revealOf(state)}
        />
      )}
      {blank && (
        <p role="alert" className="text-sm text-red-800">
          {t(
            'file' in answers
              ? 'quiz.submission.chooseFirst'
              : 'text' in answers || written || 'gaps' in answers || 'words' in answers
                ? 'quiz.answer.typeFirst'
                : 'quiz.answer.chooseFirst',
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {!closed && (
          <button
            type="submit"
            // Not disabled while sending: a disabled button drops the keyboard focus to the page.
            aria-disabled={quiz.submitting || undefined}
            className={PRIMARY_BUTTON}
          >
            {quiz.submitting ? t(words.submitting) : used === 0 ? t(words.submit) : t(words.submitAgain)}
          </button>
        )}
        <span className="text-sm text-slate-600">
          {state.maxAttempts === null
            ? used > 0 && t('quiz.answer.attemptsSoFar', { count: used })
            : t('quiz.answer.attemptsUsed', { used, count: state.maxAttempts })}
        </span>
        <span role="status" className="text-sm text-slate-600">
          {quiz.savingStatus === 'saving'
            ? t('quiz.answer.keeping')
            : quiz.savingStatus === 'saved'
              ? t(words.kept)
              : ''}
        </span>
      </div>
      {errorText && (
        <p role="alert" className="text-sm text-red-800">
          {errorText}
        </p>
      )}
      <QuizResult
        state={state}
        reveal={textOf(block.setupData, 'reveal')}
        byTeacher={isMarkedByPerson(block.widgetType)}
        handedIn={handIn}
      />
    </form>
  );
}
