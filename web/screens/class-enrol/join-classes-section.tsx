import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enrollableClassesQuery } from '../../api/enrolment';
import { useAuthState } from '../../auth/use-auth-state';
import { LoadError } from '../../components/load-error';
import { ClassCard } from './class-card';

/** "Join a class" on a course's landing page (anchor `#join`): the course's classes and the way into each. */
export function JoinClassesSection({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const classes = useQuery(enrollableClassesQuery(coursePath, currentUser?.userId ?? null));
  return (
    <section id="join" aria-labelledby="join-heading">
      <h2 id="join-heading" className="text-2xl font-semibold text-slate-900">
        {t('enrolment.join.title')}
      </h2>
      {classes.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('enrolment.join.loading')}
        </p>
      ) : classes.isError ? (
        <LoadError
          className="mt-4"
          message={t('enrolment.join.loadError')}
          retryLabel={t('enrolment.join.retry')}
          onRetry={() => classes.refetch()}
        />
      ) : classes.data.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('enrolment.join.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {classes.data.map((joinable) => (
            <li key={joinable.path}>
              <ClassCard coursePath={coursePath} joinable={joinable} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
