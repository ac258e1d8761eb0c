import { useTranslation } from 'react-i18next';
import type { ExamTaking } from '../../../common/api/exam';
import { AttemptList } from './attempt-list';
import { ExamFacts } from './exam-facts';
import { ExamOutcome } from './exam-outcome';
import { ExamReview } from './exam-review';
import { StartAction } from './start-action';

interface ExamStandingViewProps {
  taking: ExamTaking;
  userId: string;
  onStart: () => void;
  starting: boolean;
  /** The learner just handed an attempt in (or its time ran out): the outcome takes the focus. */
  justFinished: boolean;
}

/**
 * An exam while no attempt is under way: the latest attempt's outcome, the instructions, the
 * facts, the Start button (or why not), the attempts so far and, once released, the review.
 */
export function ExamStandingView({ taking, userId, onStart, starting, justFinished }: ExamStandingViewProps) {
  const { t } = useTranslation();
  const { standing, review } = taking;
  return (
    <div className="space-y-8">
      <ExamOutcome standing={standing} focus={justFinished} />
      {standing.instructions && (
        <section aria-labelledby="exam-instructions-heading" className="space-y-2">
          <h2 id="exam-instructions-heading" className="text-lg font-semibold text-slate-900">
            {t('exam.take.instructions')}
          </h2>
          <p className="whitespace-pre-line text-slate-800">{standing.instructions}</p>
        </section>
      )}
      <ExamFacts standing={standing} />
      <StartAction standing={standing} onStart={onStart} starting={starting} />
      {standing.attempts.length > 0 && <AttemptList standing={standing} />}
      {review && review.length > 0 && <ExamReview review={review} userId={userId} />}
    </div>
  );
}
