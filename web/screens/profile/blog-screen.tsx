import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicProfile } from '../../../common/api/profile';
import { ApiError } from '../../api/api-error';
import { blogPostQuery } from '../../api/blog';
import { useAuthState } from '../../auth/use-auth-state';
import { EmptyState } from '../../components/empty-state';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { BlogList } from './blog-list';
import { BlogPostView } from './blog-post-view';
import { ProfileLayout } from './profile-layout';

// Only the owner writes posts: the editor (and its checks) stays out of a reader's load.
const BlogEditor = lazy(() => import('./blog-editor').then((module) => ({ default: module.BlogEditor })));

/** /u/{profileName}/blog/ and below: the list, `new/`, `{postId}/` and `{postId}/edit/`. */
export function ProfileBlogScreen() {
  const parts = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const [first, second] = parts;
  const valid =
    parts.length === 0 || parts.length === 1 || (parts.length === 2 && second === 'edit' && first !== 'new');
  if (!valid) return <NotFoundScreen />;
  return (
    <ProfileLayout>
      {(profile) => (
        <BlogPage
          profile={profile}
          postId={first === 'new' ? undefined : first}
          editing={first === 'new' || second === 'edit'}
        />
      )}
    </ProfileLayout>
  );
}

function BlogPage(props: { profile: PublicProfile; postId?: string | undefined; editing: boolean }) {
  if (props.postId) return <PostPage {...props} postId={props.postId} />;
  return <BlogIndex profile={props.profile} editing={props.editing} />;
}

function BlogIndex({ profile, editing }: { profile: PublicProfile; editing: boolean }) {
  const { t } = useTranslation();
  usePageTitle(
    t('blog.title'),
    t('profile.title', { name: profile.fullName, profileName: profile.profileName }),
  );
  if (editing)
    return profile.isOwner ? (
      <Suspense fallback={null}>
        <BlogEditor profileName={profile.profileName} />
      </Suspense>
    ) : (
      <NotFoundScreen />
    );
  return <BlogList profile={profile} />;
}

function PostPage(props: { profile: PublicProfile; postId: string; editing: boolean }) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const post = useQuery({ ...blogPostQuery(props.postId, currentUser?.userId ?? null), retry: false });
  usePageTitle(post.data?.title ?? '', t('blog.title'), props.profile.fullName);
  if (post.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  // A post of another blog is not this blog's post.
  if (
    (post.isError && post.error instanceof ApiError && post.error.status === 404) ||
    (post.data && post.data.author.profileName !== props.profile.profileName)
  ) {
    return <EmptyState title={t('blog.notFound')} body={t('notFound.body')} />;
  }
  if (post.isError) return <FormAlert message={errorText(post.error)} />;
  if (props.editing)
    return post.data.isOwner ? (
      <Suspense fallback={null}>
        <BlogEditor profileName={props.profile.profileName} post={post.data} />
      </Suspense>
    ) : (
      <NotFoundScreen />
    );
  return <BlogPostView post={post.data} />;
}
