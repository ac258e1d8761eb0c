import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../../common/api/course-page';
import type { QuizState } from '../../../../common/api/quiz';
import { wordCount } from '../../../../common/domain/quiz/word-count';
import { isMarkedByPerson } from '../../../../common/domain/widgets';
import { ApiError } from '../../../api/api-error';
import { describeError } from '../../../api/describe-error';
import { PRIMARY_BUTTON } from '../../../components/button-styles';
import { numberOf, textOf } from '../blocks/setup-value';
import { CategoriesAnswer } from './categories-answer';
import { ChoiceAnswer } from './choice-answer';
import { GapsAnswer } from './gaps-answer';
import { MatchesAnswer } from './matches-answer';
import { QuizResult } from './quiz-result';
import { TextAnswer } from './text-answer';
import { type QuizAnswers, useQuizAnswers } from './use-quiz-answers';
import { WrittenAnswer } from './written-answer';

interface QuizAnswerBlockProps {
  block: PageBlock;
  state: QuizState;
  pageId: string;
  cohortPath: string;
  userId: string;
}

/** Nothing chosen, typed or matched yet. */
function isBlank(answers: QuizAnswers): boolean {
  if ('selected' in answers) return answers.selected.length === 0;
  if ('html' in answers) return wordCount(answers.html) === 0;
  if ('text' in answers) return answers.text.trim() === '';
  const parts =
    'gaps' in answers ? answers.gaps : 'matches' in answers ? answers.matches : answers.categoryOf;
  return Object.values(parts).every((value) => value.trim() === '');
}

/** What each quiz widget's form starts from before anything is answered. */
const EMPTY: Record<string, QuizAnswers> = {
  multiple_choice: { selected: [] },
  short_answer: { text: '' },
  fill_in_the_blanks: { gaps: {} },
  match_it: { matches: {} },
  categorise: { categoryOf: {} },
  long_form_response: { html: '' },
};

/** Spec §8: a failed submission shows the server's message, else 'Error submitting quiz'. */
function useSubmitErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return error instanceof ApiError ? describeError(error) : t('quiz.answer.submitFailed');
}

/**
 * A quiz block for a learner of a class: the question with a way to answer it (what they choose
 * or type is kept as they go), the submit button while attempts are left, how many are used, and
 * the result of their latest attempt as the widget reveals it.
 */
export function QuizAnswerBlock({ block, state, pageId, cohortPath, userId }: QuizAnswerBlockProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const quiz = useQuizAnswers({ blockId: block.id, pageId, cohortPath }, state, EMPTY[block.widgetType]!);
  const [blank, setBlank] = useState(false);
  const errorText = useSubmitErrorText(quiz.submitError);
  // No attempt after the last, nor once the right answers show (the server refuses it too).
  const noneLeft = state.attemptsLeft === 0 || state.rightAnswers !== null;
  const used = state.attempts.length;
  const question = textOf(block.setupData, 'question');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (noneLeft || quiz.submitting) return;
    setBlank(isBlank(quiz.answers));
    if (!isBlank(quiz.answers)) quiz.submit();
  };
  const { answers, setAnswers } = quiz;
  const shared = { setupData: block.setupData, disabled: noneLeft, state };
  const answerField =
    'selected' in answers ? (
      <ChoiceAnswer
        {...shared}
        blockId={block.id}
        userId={userId}
        selected={answers.selected}
        onChange={(selected) => setAnswers({ selected })}
      />
    ) : 'gaps' in answers ? (
      <GapsAnswer {...shared} gaps={answers.gaps} onChange={(gaps) => setAnswers({ gaps })} />
    ) : 'html' in answers ? (
      <WrittenAnswer
        question={question}
        html={answers.html}
        minWords={numberOf(block.setupData, 'minWords', 0)}
        onChange={(html) => setAnswers({ html })}
        disabled={noneLeft || state.awaitingMarking}
      />
    ) : 'categoryOf' in answers ? (
      <CategoriesAnswer
        {...shared}
        blockId={block.id}
        userId={userId}
        categoryOf={answers.categoryOf}
        onChange={(categoryOf) => setAnswers({ categoryOf })}
      />
    ) : 'matches' in answers ? (
      <MatchesAnswer
        {...shared}
        blockId={block.id}
        userId={userId}
        matches={answers.matches}
        onChange={(matches) => setAnswers({ matches })}
      />
    ) : (
      <TextAnswer
        id={fieldId}
        text={answers.text}
        onChange={(text) => setAnswers({ text })}
        disabled={noneLeft}
      />
    );
  // A typed answer is labelled by the question; a written one's editor is named by it; any other is
  // a group the question names.
  const typed = 'text' in answers;
  const written = 'html' in answers;
  // While a teacher marks the latest attempt, or after the last, nothing more is sent.
  const closed = noneLeft || state.awaitingMarking;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-quiz-block={block.id}>
      {written ? (
        <div className="space-y-2">
          <p className="whitespace-pre-line font-medium text-slate-900">{question}</p>
          {answerField}
        </div>
      ) : typed ? (
        <div>
          <label htmlFor={fieldId} className="whitespace-pre-line font-medium text-slate-900">
            {question}
          </label>
          {answerField}
        </div>
      ) : (
        <fieldset>
          <legend className="mb-3 whitespace-pre-line font-medium text-slate-900">{question}</legend>
          {answerField}
        </fieldset>
      )}
      {blank && (
        <p role="alert" className="text-sm text-red-800">
          {t(typed || written || 'gaps' in answers ? 'quiz.answer.typeFirst' : 'quiz.answer.chooseFirst')}
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
            {quiz.submitting
              ? t('quiz.answer.submitting')
              : used === 0
                ? t('quiz.answer.submit')
                : t('quiz.answer.submitAgain')}
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
              ? t('quiz.answer.kept')
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
      />
    </form>
  );
}
