import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortfolioPost } from '../../../common/api/portfolio';
import { fetchMyPortfolioPosts, portfolioKeys } from '../../api/portfolio';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { classNames } from '../../components/class-names';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { coursePagePath } from '../../lib/paths';
import { PostAttachments } from '../course-page/social/post-attachments';
import { POST_BODY, PortfolioDate } from './portfolio-date';
import { usePortfolioToggle } from './use-portfolio-toggle';

/** The learner's portfolio posts, newest first, each with its Show/Hide toggle, a page at a time. */
export function MyPortfolioPosts({ author }: { author: string }) {
  const { t } = useTranslation();
  const toggle = usePortfolioToggle();
  const query = useInfiniteQuery({
    queryKey: portfolioKeys.myPosts,
    queryFn: ({ pageParam }) => fetchMyPortfolioPosts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  if (query.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (query.isError) return <FormAlert message={errorText(query.error)} />;
  const posts = query.data.pages.flatMap((page) => page.posts);
  return (
    <div>
      <FormAlert message={toggle.isError ? t('portfolio.mine.toggleFailed') : undefined} />
      {posts.length === 0 ? (
        <p className="text-slate-600">{t('portfolio.mine.empty')}</p>
      ) : (
        <ul className="space-y-6">
          {posts.map((post) => (
            <li key={post.id}>
              <PortfolioPostCard
                post={post}
                author={author}
                onToggle={() => toggle.mutate({ postId: post.id, shown: !post.shown })}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-6`}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('app.loading') : t('portfolio.loadMore')}
        </button>
      )}
      {query.isFetchNextPageError && <FormAlert message={t('portfolio.loadMoreFailed')} />}
    </div>
  );
}

function PortfolioPostCard({
  post,
  author,
  onToggle,
}: {
  post: PortfolioPost;
  author: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article
      className={classNames(
        'rounded-2xl border bg-white p-5 shadow-sm',
        post.shown ? 'border-slate-200' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm text-slate-600">
          <Link
            to={coursePagePath(post.coursePath, post.pagePath)}
            className="font-semibold text-brand-800 hover:underline"
          >
            {post.courseName} · {post.pageTitle}
          </Link>{' '}
          · <PortfolioDate iso={post.createdAt} />
        </p>
        <button
          type="button"
          onClick={onToggle}
          // The name says what a press does, and changes with it, so no aria-pressed: "Hide …,
          // pressed" would read as if the post were already hidden.
          aria-label={post.shown ? t('portfolio.mine.hideLabel') : t('portfolio.mine.showLabel')}
          className={post.shown ? SECONDARY_BUTTON : PRIMARY_BUTTON}
        >
          {post.shown ? t('portfolio.mine.hide') : t('portfolio.mine.show')}
        </button>
      </div>
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {post.shown ? t('portfolio.mine.stateShown') : t('portfolio.mine.stateHidden')}
      </p>
      {post.hiddenByModerator && (
        <p className="mt-2 inline-block rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
          {t('portfolio.mine.hiddenByModerator')}
        </p>
      )}
      <div
        className={POST_BODY}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list when stored (common/api/feed.ts Post.body).
        dangerouslySetInnerHTML={{ __html: post.body }}
      />
      <PostAttachments attachments={post.attachments} author={author} />
    </article>
  );
}
