import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { markingQueueQuery } from '../../api/assessment';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { Pager } from '../../components/pager';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { markingPath, markingSearch } from '../../lib/assessment-paths';
import { MarkingPanel } from './marking-panel';
import { QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import { paramsOf, type QueueView, queueInputOf, queueViewOf } from './queue-view';

/** What a queue is narrowed to for good: the work marked by a design, and one learner's. */
export interface QueueScope {
  designId?: string;
  learnerId?: string;
}

interface MarkingQueueProps {
  /** The screen's own address: the filters and the work opened go in its query. */
  base: string;
  scope?: QueueScope;
  /** A link to all of a learner's work in this scope, beside their name (the design's page). */
  learnerPath?: (learnerId: string) => string;
}

/**
 * The facilitator's queue: the work learners submitted in the classes the reader teaches (within
 * `scope`), filtered by class, status and learner, a page at a time; a learner's name opens their
 * work to mark, and a saved mark moves on to the next work to mark.
 */
export function MarkingQueue({ base, scope = {}, learnerPath }: MarkingQueueProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = queueViewOf(params);
  const { currentUser, userLoaded } = useAuthState();
  const [notice, setNotice] = useState('');
  const queue = useQuery({
    ...markingQueueQuery({ ...queueInputOf(view), ...scope }),
    enabled: currentUser !== null,
    placeholderData: keepPreviousData,
  });
  const show = (next: QueueView) => setParams(markingSearch(paramsOf(next)));
  const filter = (patch: Partial<QueueView>) => {
    setNotice('');
    show({ ...view, ...patch, page: 1, attemptId: null });
  };
  // After a mark: the next work waiting on the page, fresh from the server, or back to the list.
  const afterMark = () => {
    const next = queue.data?.items.find(
      (item) => item.status === 'awaiting_marking' && item.attemptId !== view.attemptId,
    );
    setNotice(next ? t('marking.savedNext', { name: next.learnerName }) : t('marking.savedLast'));
    show({ ...view, attemptId: next?.attemptId ?? null });
  };

  let body: React.ReactNode;
  if (!userLoaded) body = <p role="status">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('marking.signedOut')} />;
  else if (view.attemptId) {
    body = (
      <MarkingPanel
        attemptId={view.attemptId}
        onMarked={afterMark}
        onClose={() => show({ ...view, attemptId: null })}
      />
    );
  } else if (queue.isPending) body = <p role="status">{t('app.loading')}</p>;
  else if (queue.isError) body = <FormAlert message={describeError(queue.error)} />;
  else {
    const { items, classes, total, pageSize } = queue.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const filtered = view.cohortPath !== '' || view.learner !== '' || view.status !== 'awaiting_marking';
    body = (
      <div className="space-y-6">
        <QueueFilters view={view} classes={classes} onChange={filter} />
        {items.length === 0 ? (
          filtered ? (
            <EmptyState title={t('marking.noMatch')} body={t('marking.noMatchBody')} />
          ) : (
            <EmptyState title={t('marking.empty')} body={t('marking.emptyBody')} />
          )
        ) : (
          <>
            <QueueTable
              items={items}
              linkTo={(attemptId) => markingPath(paramsOf({ ...view, attemptId }), base)}
              learnerPath={learnerPath}
            />
            <Pager
              label={t('marking.pagination')}
              page={view.page}
              pages={pages}
              status={t('marking.pageOf', { page: view.page, pages, count: total })}
              previous={t('marking.previous')}
              next={t('marking.next')}
              onPage={(page) => show({ ...view, page })}
            />
          </>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-green-800">
        {notice}
      </p>
      {body}
    </div>
  );
}
