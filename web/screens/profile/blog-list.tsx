import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PublicProfile } from '../../../common/api/profile';
import { blogPageQuery } from '../../api/blog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { blogPath, blogPostPath, newBlogPostPath } from '../../lib/paths';
import { PublishedDate } from './published-date';

/** A profile's posts, newest first, a page at a time (`?page=`). */
export function BlogList({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const blog = useQuery(blogPageQuery(profile.profileName, page));
  const newPost = profile.isOwner && (
    <Link to={newBlogPostPath(profile.profileName)} className={PRIMARY_BUTTON}>
      {t('blog.newPost')}
    </Link>
  );
  if (blog.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (blog.isError) return <FormAlert message={errorText(blog.error)} />;
  const { posts, total, pageSize } = blog.data;
  if (total === 0) {
    return (
      <EmptyState title={t('blog.empty')} body={t('blog.emptyBody', { name: profile.fullName })}>
        {newPost}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="blog-heading" className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="blog-heading" className="text-xl font-semibold text-slate-900">
          {t('blog.heading')}
        </h2>
        {newPost}
      </div>
      <ol className="mt-6 space-y-6">
        {posts.map((post) => (
          <li key={post.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={blogPostPath(profile.profileName, post.id)} className="hover:underline">
                {post.title}
              </Link>
            </h3>
            <PublishedDate iso={post.publishedAt} />
            <p className="mt-3 text-slate-700">{post.excerpt}</p>
          </li>
        ))}
      </ol>
      {total > pageSize && (
        <nav className="mt-8 flex gap-3" aria-label={t('blog.heading')}>
          {page > 1 && (
            <Link to={blogPath(profile.profileName, page - 1)} className={SECONDARY_BUTTON}>
              {t('blog.previous')}
            </Link>
          )}
          {page * pageSize < total && (
            <Link to={blogPath(profile.profileName, page + 1)} className={SECONDARY_BUTTON}>
              {t('blog.next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
