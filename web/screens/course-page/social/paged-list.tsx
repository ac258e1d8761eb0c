import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { ErrorAlert } from '../../../components/error-alert';

/** What a paged list reads of its infinite query. */
interface PagedQuery {
  data: unknown;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" (its pending words while the next page loads), shown while there is a next page. */
export function LoadMoreButton({ query, label }: { query: PagedQuery; label: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      className={SECONDARY_BUTTON}
    >
      {query.isFetchingNextPage ? t('social.feed.loadingMore') : label}
    </button>
  );
}

interface PagedListProps {
  query: PagedQuery;
  /** Placeholders in the shape of the items, while the first page loads. */
  skeleton: ReactNode;
  /** Whether there is nothing to show once read. */
  empty: boolean;
  words: {
    loading: string;
    loadFailed: string;
    empty: string;
    loadMore: string;
    /** Announced while a next page loads, where the list says so. */
    loadingMore?: string;
  };
  /** The items read so far. */
  children: ReactNode;
}

/**
 * A paged list (a feed, a gallery) in its states: loading (announced, with placeholders), a failed
 * first read (the reason and Try again), empty, its items and Load more; a failed later read keeps
 * the items shown before, with its reason under them.
 */
export function PagedList({ query, skeleton, empty, words, children }: PagedListProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && (
        <>
          <p role="status" className="sr-only">
            {words.loading}
          </p>
          {skeleton}
        </>
      )}
      {query.isError && !query.data && (
        <div className="space-y-2">
          <p className="text-slate-700">{words.loadFailed}</p>
          <ErrorAlert error={query.error} />
          <button type="button" onClick={() => void query.refetch()} className={SECONDARY_BUTTON}>
            {t('social.feed.retry')}
          </button>
        </div>
      )}
      {query.isSuccess && empty && <p className="text-slate-700">{words.empty}</p>}
      {children}
      <LoadMoreButton query={query} label={words.loadMore} />
      {words.loadingMore && query.isFetchingNextPage && (
        <p role="status" className="sr-only">
          {words.loadingMore}
        </p>
      )}
      {query.isError && query.data !== undefined && <ErrorAlert error={query.error} />}
    </>
  );
}
