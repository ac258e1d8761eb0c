import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BlogPost } from '../../../common/api/blog';
import { BLOG_KEY, deleteBlogPost } from '../../api/blog';
import { DANGER_BUTTON, LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { blogPath, blogPostEditPath } from '../../lib/paths';
import { PublishedDate } from './published-date';

/** One post: its sanitised HTML (cleaned by the server before it was stored), and the owner's actions. */
export function BlogPostView({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const blog = blogPath(post.author.profileName);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteBlogPost(post.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BLOG_KEY });
      await navigate(blog);
    },
  });
  return (
    <article className="max-w-3xl">
      <Link to={blog} className={LINK_BUTTON}>
        {t('blog.backToBlog')}
      </Link>
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{post.title}</h2>
      <PublishedDate iso={post.publishedAt} />
      <div
        className="rich-text mt-6 space-y-4 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with a strict allow-list (server/security/rich-text.ts).
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
      {post.isOwner && (
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={blogPostEditPath(post.author.profileName, post.id)} className={SECONDARY_BUTTON}>
            {t('blog.edit')}
          </Link>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('blog.confirmDelete'))) remove.mutate();
            }}
            className={DANGER_BUTTON}
          >
            {t('blog.delete')}
          </button>
        </div>
      )}
      <div className="mt-4">
        <FormAlert message={errorText(remove.error)} />
      </div>
    </article>
  );
}
