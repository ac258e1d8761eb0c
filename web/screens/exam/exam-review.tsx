import { useTranslation } from 'react-i18next';
import type { ExamTaking } from '../../../common/api/exam';
import { EMPTY_ANSWERS } from '../course-page/quiz/blank-answers';
import { QuestionAnswerField } from '../course-page/quiz/question-answer-field';
import { AcceptedAnswers, MarkWords } from '../course-page/quiz/quiz-result';
import type { QuizAnswers } from '../course-page/quiz/use-quiz-answers';

type Reviewed = NonNullable<ExamTaking['review']>[number];

/** One question of a finished attempt: the learner's answer in its form, unchangeable, marked. */
function ReviewedQuestion({
  question,
  number,
  userId,
}: {
  question: Reviewed;
  number: number;
  userId: string;
}) {
  const { t } = useTranslation();
  const answers = (question.answers ?? EMPTY_ANSWERS[question.widgetType]) as QuizAnswers | undefined;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{t('exam.take.reviewQuestion', { number })}</h3>
      {answers && (
        <QuestionAnswerField
          questionId={question.id}
          setupData={question.setupData}
          userId={userId}
          answers={answers}
          onChange={() => undefined}
          disabled
          reveal={{ rightAnswers: question.rightAnswers, mark: question.mark }}
        />
      )}
      <div className="space-y-1 text-sm">
        <MarkWords mark={question.mark} byTeacher={false} />
        {question.mark.feedback.map((text) => (
          <p key={text} className="whitespace-pre-line text-slate-700">
            {text}
          </p>
        ))}
        <AcceptedAnswers rightAnswers={question.rightAnswers} />
      </div>
    </li>
  );
}

/** The latest attempt's questions, each with its mark, the author's feedback and the right answers. */
export function ExamReview({ review, userId }: { review: Reviewed[]; userId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exam-review-heading" className="space-y-3">
      <h2 id="exam-review-heading" className="text-lg font-semibold text-slate-900">
        {t('exam.take.reviewHeading')}
      </h2>
      <ol className="space-y-4">
        {review.map((question, index) => (
          <ReviewedQuestion key={question.id} question={question} number={index + 1} userId={userId} />
        ))}
      </ol>
    </section>
  );
}
