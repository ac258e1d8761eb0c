import { type InfiniteData, type UseInfiniteQueryResult, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedPage } from '../../../../common/api/feed';
import { trimToFirstPage } from '../../../api/feed';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { PagedList } from './paged-list';
import { PostCard } from './post-card';

interface FeedListProps {
  heading: string;
  query: UseInfiniteQueryResult<InfiniteData<FeedPage>>;
  queryKey: readonly unknown[];
  /** The post just written, which takes the focus once drawn. */
  focusPostId: string | null;
  /** Said above the posts (why the others' posts are not shown yet). */
  notice?: ReactNode;
  /** The question a post block asks each author to reflect on (a block's feed only). */
  reflectionPrompt?: string | undefined;
  /** The class the feed is read in (a class's feed: its course-wide announcements' threads are that class's). */
  readIn?: string | undefined;
}

/** Placeholders in the shape of posts while the first page loads. */
function FeedSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1].map((key) => (
        <li key={key} className="h-32 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </ul>
  );
}

/**
 * A feed, newest first, in its states: loading (placeholders), failed (the reason and Try again),
 * empty, and its posts; Refresh reads the newest page again (only it), Load more the next one.
 */
export function FeedList({
  heading,
  query,
  queryKey,
  focusPostId,
  notice,
  reflectionPrompt,
  readIn,
}: FeedListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const refreshing = query.isRefetching && !query.isFetchingNextPage;

  function refresh() {
    trimToFirstPage(queryClient, queryKey);
    void query.refetch();
  }

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching} className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {heading}
        </h3>
        {query.isSuccess && (
          <button type="button" onClick={refresh} disabled={refreshing} className={SECONDARY_BUTTON}>
            {refreshing ? t('social.feed.refreshing') : t('social.feed.refresh')}
          </button>
        )}
      </div>
      {notice}
      {/* A failed Refresh or Load more keeps the posts read before. */}
      <PagedList
        query={query}
        skeleton={<FeedSkeleton />}
        empty={posts.length === 0}
        words={{
          loading: t('social.feed.loading'),
          loadFailed: t('social.feed.loadFailed'),
          empty: t('social.feed.empty'),
          loadMore: t('social.feed.loadMore'),
        }}
      >
        {posts.length > 0 && (
          <ul className="space-y-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  focus={post.id === focusPostId}
                  onRemoved={() => headingRef.current?.focus()}
                  reflectionPrompt={reflectionPrompt}
                  readIn={readIn}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
