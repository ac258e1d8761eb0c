import { useTranslation } from 'react-i18next';

interface QuestionNavigatorProps {
  /** The attempt's questions in order, each with whether it has an answer. */
  questions: readonly { id: string; answered: boolean }[];
  onGo: (index: number) => void;
}

/** Buttons 1…N that take the learner to a question, each saying whether it is answered (not by colour alone). */
export function QuestionNavigator({ questions, onGo }: QuestionNavigatorProps) {
  const { t } = useTranslation();
  const done = questions.filter((question) => question.answered).length;
  return (
    <nav aria-label={t('exam.take.navigator')} className="space-y-2">
      <ol className="flex flex-wrap gap-2">
        {questions.map(({ id, answered }, index) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => onGo(index)}
              aria-label={t(answered ? 'exam.take.goAnswered' : 'exam.take.goUnanswered', {
                number: index + 1,
              })}
              className={`min-w-10 rounded-lg border px-2 py-1.5 text-sm font-semibold ${
                answered
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {index + 1}
              {answered && <span aria-hidden="true"> ✓</span>}
            </button>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">
        {t('exam.take.answeredCount', { answered: done, total: questions.length })}
      </p>
    </nav>
  );
}
