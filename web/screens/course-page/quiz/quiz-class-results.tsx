import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classResultsQuery } from '../../../api/quiz';
import { useAuthState } from '../../../auth/use-auth-state';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { markingPath } from '../../../lib/assessment-paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { userTimeZone } from '../../../lib/user-time-zone';
import { answerSummary } from './answer-summary';
import { MarkAttemptForm } from './mark-attempt-form';

/**
 * A quiz block's results in the classes the reader teaches: each learner's attempts, counted score
 * and latest answer, which the teacher marks (or returns) in place, folded under a summary of how many have answered. Shown once the server has
 * answered: readers who teach no class of the course see nothing.
 */
export function QuizClassResults({ blockId }: { blockId: string }) {
  const { t } = useTranslation();
  const results = useQuery({ ...classResultsQuery(blockId), retry: false });
  const [marking, setMarking] = useState<string | null>(null);
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  if (!results.isSuccess) return null;
  const { learners, maxScore, setupData } = results.data;
  const answered = learners.filter((learner) => learner.attempts > 0).length;
  const waiting = learners.filter((learner) => learner.lastAttempt?.status === 'awaiting_marking').length;
  const severalClasses = new Set(learners.map((learner) => learner.cohortPath)).size > 1;
  return (
    <details className="mt-4 rounded-lg bg-slate-50 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {t('quiz.results.summary', { answered, count: learners.length })}
      </summary>
      {waiting > 0 && (
        <p className="mt-3 text-sm">
          <Link to={markingPath()} className="text-brand-800 underline">
            {t('quiz.results.openQueue', { count: waiting })}
          </Link>
        </p>
      )}
      {learners.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('quiz.results.noLearners')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('quiz.results.learner')}
                </th>
                {severalClasses && (
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('quiz.results.class')}
                  </th>
                )}
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('quiz.results.attempts')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('quiz.results.score', { maxScore })}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('quiz.results.lastAnswer')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">{t('quiz.results.mark')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800">
              {learners.map((learner) => {
                const key = `${learner.userId}:${learner.cohortPath}`;
                const awaiting = learner.lastAttempt?.status === 'awaiting_marking';
                return (
                  <Fragment key={key}>
                    <tr className="border-t border-slate-200 align-top">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {learner.fullName}
                      </th>
                      {severalClasses && <td className="py-2 pr-3">{learner.cohortName}</td>}
                      <td className="py-2 pr-3">{learner.attempts}</td>
                      <td className="py-2 pr-3">
                        {learner.score ?? '–'}
                        {learner.passed === false && (
                          <span className="ml-1 text-amber-900">{t('quiz.results.notPassed')}</span>
                        )}
                      </td>
                      <td className="py-2 pr-3">
                        {learner.lastAttempt ? (
                          <>
                            <span className="block">
                              {answerSummary(t, setupData, learner.lastAttempt.answers)}
                            </span>
                            <span className="block text-xs text-slate-600">
                              {formatDateTime(learner.lastAttempt.submittedAt, timeZone)}
                              {learner.late && ` · ${t('quiz.results.late')}`}
                              {awaiting && ` · ${t('quiz.results.awaiting')}`}
                              {learner.lastAttempt.status === 'returned' &&
                                ` · ${t('quiz.results.returned')}`}
                            </span>
                          </>
                        ) : (
                          <span className="text-slate-600">{t('quiz.results.notYet')}</span>
                        )}
                      </td>
                      <td className="py-2">
                        {learner.lastAttemptId && (
                          <button
                            type="button"
                            aria-expanded={marking === key}
                            aria-label={t(awaiting ? 'quiz.results.markFor' : 'quiz.results.changeMarkFor', {
                              name: learner.fullName,
                            })}
                            onClick={() => setMarking(marking === key ? null : key)}
                            className={awaiting ? PRIMARY_BUTTON : SECONDARY_BUTTON}
                          >
                            {t(awaiting ? 'quiz.results.mark' : 'quiz.results.changeMark')}
                          </button>
                        )}
                      </td>
                    </tr>
                    {marking === key && (
                      <tr>
                        <td colSpan={severalClasses ? 6 : 5} className="pb-3">
                          <MarkAttemptForm
                            learner={learner}
                            setupData={setupData}
                            maxScore={maxScore}
                            onDone={() => setMarking(null)}
                          />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
