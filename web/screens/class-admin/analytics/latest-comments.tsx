import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsComment } from '../../../../common/api/analytics';
import { coursePagePath } from '../../../lib/paths';
import { PersonLine } from '../../course-page/social/person-line';

/** Where a comment was written: on a page, or on a post of a page (the page's title when known). */
function placeOf(comment: AnalyticsComment, t: TFunction): string {
  const page = comment.pageTitle;
  if (comment.on === 'post')
    return page ? t('analytics.comments.onPost', { page }) : t('analytics.comments.onSomePost');
  return page ? t('analytics.comments.onPage', { page }) : t('analytics.comments.onSomePage');
}

/** One comment: who wrote it and when, where, its text, whether it is hidden, and a link to it. */
function CommentItem({ comment, showClass }: { comment: AnalyticsComment; showClass: boolean }) {
  const { t } = useTranslation();
  const excerptId = `analytics-comment-${comment.id}`;
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <PersonLine
        person={comment.author}
        createdAt={comment.createdAt}
        editedAt={null}
        extra={
          comment.hidden && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
              {t('analytics.comments.hidden')}
            </span>
          )
        }
      />
      <p className="text-sm text-slate-700">
        {placeOf(comment, t)}
        {showClass && ` · ${t('analytics.comments.inClass', { className: comment.className })}`}
      </p>
      <blockquote id={excerptId} className="border-l-4 border-slate-200 pl-3 text-slate-800">
        {comment.excerpt || t('analytics.comments.noText')}
      </blockquote>
      {comment.pagePath !== null && (
        <Link
          to={`${coursePagePath(comment.coursePath, comment.pagePath)}&cohort=${encodeURIComponent(comment.cohortPath)}#${anchorOf(comment)}`}
          aria-describedby={excerptId}
          className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('analytics.comments.open')}
        </Link>
      )}
    </li>
  );
}

/** A page of the latest comments, newest first; each one's class when they come from several. */
export function LatestComments({
  comments,
  showClass,
}: {
  comments: readonly AnalyticsComment[];
  showClass: boolean;
}) {
  return (
    <ul className="space-y-3">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} showClass={showClass} />
      ))}
    </ul>
  );
}

/** Where on its page a comment is: its post (whose comments open there), or the comment itself. */
const anchorOf = (comment: AnalyticsComment): string =>
  comment.postId === null ? `comment-${comment.id}` : `post-${comment.postId}`;
