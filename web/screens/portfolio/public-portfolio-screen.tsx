import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PublicPortfolio } from '../../../common/api/portfolio';
import { SCREEN_ROUTES } from '../../../common/routes';
import { fetchPublicPortfolio, portfolioKeys } from '../../api/portfolio';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { PostAttachments } from '../course-page/social/post-attachments';
import { Avatar } from '../profile/avatar';
import { POST_BODY, PortfolioDate } from './portfolio-date';

/**
 * /u/{profileName}/portfolio/: a published portfolio, for anyone (no sign-in): its owner, headline
 * and the posts they show there, a page at a time. Not published, or nobody has the name: "This
 * portfolio is not published."
 */
export function PublicPortfolioScreen() {
  const { t } = useTranslation();
  const profileName = (useParams().profileName ?? '').toLowerCase();
  const query = useInfiniteQuery({
    queryKey: portfolioKeys.publicPage(profileName),
    queryFn: ({ pageParam }) => fetchPublicPortfolio(profileName, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PublicPortfolio) => last?.nextCursor ?? null,
  });
  const first = query.data?.pages[0];
  usePageTitle(
    first ? t('portfolio.public.title', { name: first.fullName }) : t('portfolio.public.notPublished'),
  );

  if (query.isPending) {
    return <p className="mx-auto max-w-3xl px-4 py-12 text-slate-600">{t('app.loading')}</p>;
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <FormAlert message={errorText(query.error)} />
      </div>
    );
  }
  if (!first) {
    return (
      <PageHeader title={t('portfolio.public.notPublished')} lead={t('portfolio.public.notPublishedBody')}>
        <Link to={SCREEN_ROUTES.home} className={PRIMARY_BUTTON}>
          {t('actions.goHome')}
        </Link>
      </PageHeader>
    );
  }
  const posts = query.data.pages.flatMap((page) => page?.posts ?? []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex items-center gap-4">
        <Avatar name={first.fullName} url={first.avatarUrl} size="large" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {t('portfolio.public.kicker')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{first.fullName}</h1>
          {first.headline && <p className="mt-1 text-lg text-slate-700">{first.headline}</p>}
        </div>
      </header>
      {posts.length === 0 ? (
        <p className="mt-10 text-slate-600">{t('portfolio.public.empty')}</p>
      ) : (
        <ul className="mt-10 space-y-6">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-sm text-slate-600">
                  {post.courseName} · <PortfolioDate iso={post.createdAt} />
                </p>
                <div
                  className={POST_BODY}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list when stored (common/api/feed.ts Post.body).
                  dangerouslySetInnerHTML={{ __html: post.body }}
                />
                <PostAttachments attachments={post.attachments} author={first.fullName} />
              </article>
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
