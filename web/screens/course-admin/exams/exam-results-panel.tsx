import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExamDetail } from '../../../../common/api/exam';
import { describeError } from '../../../api/describe-error';
import { examResultsQuery, examsKey, releaseResults } from '../../../api/exam';
import { useAuthState } from '../../../auth/use-auth-state';
import { PRIMARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { formatDateTime } from '../../../lib/format-date-time';
import { userTimeZone } from '../../../lib/user-time-zone';

/** Whether learners see their results, and the button that lets them when the course team releases them by hand. */
function ReleaseState({ exam, released }: { exam: ExamDetail; released: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => releaseResults(exam.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
  if (released) return <p className="text-green-800">{t('exam.admin.released')}</p>;
  if (exam.release !== 'manual') return <p className="text-slate-700">{t('exam.admin.releaseAfterClose')}</p>;
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={PRIMARY_BUTTON}
        aria-disabled={release.isPending || undefined}
        onClick={() => !release.isPending && release.mutate()}
      >
        {release.isPending ? t('exam.admin.releasing') : t('exam.admin.releaseNow')}
      </button>
      {release.isError && <FormAlert message={describeError(release.error)} />}
    </div>
  );
}

/** An exam's results in the classes the reader teaches: each learner's attempts, best score and last hand-in. */
export function ExamResultsPanel({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation();
  const results = useQuery(examResultsQuery(exam.id));
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  if (results.isError) return <FormAlert message={describeError(results.error)} />;
  if (!results.data) return <p className="mt-4 text-slate-600">{t('app.loading')}</p>;
  const { learners, released } = results.data;
  return (
    <div className="mt-4 space-y-4">
      <ReleaseState exam={exam} released={released} />
      {learners.length === 0 ? (
        <p className="text-slate-700">{t('exam.admin.noLearners')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('exam.admin.resultsOf', { title: exam.title })}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('exam.admin.learner')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('exam.admin.class')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('exam.admin.attemptsTaken')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('exam.admin.bestScore')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('exam.admin.lastSubmitted')}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800">
              {learners.map((learner) => (
                <tr
                  key={`${learner.userId}:${learner.cohortName}`}
                  className="border-t border-slate-200 align-top"
                >
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {learner.fullName}
                  </th>
                  <td className="py-2 pr-3">{learner.cohortName}</td>
                  <td className="py-2 pr-3">
                    {learner.attempts}
                    {learner.inProgress && ` · ${t('exam.admin.inProgress')}`}
                  </td>
                  <td className="py-2 pr-3">
                    {learner.score !== null && learner.maxScore !== null
                      ? t('exam.admin.scoreOf', { score: learner.score, maxScore: learner.maxScore })
                      : '–'}
                  </td>
                  <td className="py-2">
                    {learner.lastSubmittedAt ? formatDateTime(learner.lastSubmittedAt, timeZone) : '–'}
                    {learner.autoSubmitted && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 text-amber-950">
                        {t('exam.take.timeRanOut')}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
