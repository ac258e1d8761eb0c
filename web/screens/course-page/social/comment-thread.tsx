import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../common/api/comment';
import { appendComment, createComment, type ThreadTarget, threadQuery } from '../../../api/comments';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { ErrorAlert } from '../../../components/error-alert';
import { type CommentDraft, CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { LoadMoreButton } from './paged-list';
import { groupThread } from './thread-groups';

interface CommentThreadProps {
  target: ThreadTarget;
  /** The class whose members may be mentioned (a post's, a page's reader's). */
  cohortPath: string | null;
  /** The thread's name ("Comments on Siti's post", "Comments on this page"). */
  label: string;
  /** A comment was added (1) or removed (-1): a post's count follows. */
  onCommented?: (change: 1 | -1) => void;
  /** Drawn above the new comment's box (the page's "comment to complete" note). */
  note?: string;
}

/**
 * A thread of comments on a post or a page, oldest first with "Show more", each top comment with its
 * replies under it (one level; a reply to a reply names whom it answers), and a box for a new
 * comment. A new comment takes the focus once it is drawn; after a removal the thread's heading does.
 */
export function CommentThread({ target, cohortPath, label, onCommented, note }: CommentThreadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const thread = useInfiniteQuery(threadQuery(target));
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const comments = thread.data?.pages.flatMap((page) => page.comments) ?? [];
  const groups = groupThread(comments);

  const save = (parent: Comment | null) => (draft: CommentDraft) =>
    createComment(
      'postId' in target
        ? { postId: target.postId, cohortPath: target.readIn, parentId: parent?.id, ...draft }
        : { pageId: target.pageId, cohortPath: target.cohortPath, parentId: parent?.id, ...draft },
    );
  const onSaved = (comment: Comment) => {
    appendComment(queryClient, target, comment);
    setReplyTo(null);
    setFocusId(comment.id);
    onCommented?.(1);
  };
  const itemProps = (comment: Comment) => ({
    comment,
    target,
    cohortPath,
    focus: comment.id === focusId,
    onReply: (answered: Comment) => setReplyTo(answered),
    onRemoved: () => {
      onCommented?.(-1);
      heading.current?.focus();
    },
  });
  const replyForm = (members: Comment[]) =>
    replyTo?.author &&
    members.some((member) => member.id === replyTo.id) && (
      <CommentForm
        key={replyTo.id}
        label={t('social.comments.replyLabel', { name: replyTo.author.fullName })}
        action={t('social.comments.reply')}
        cohortPath={cohortPath}
        save={save(replyTo)}
        onSaved={onSaved}
        onCancel={() => setReplyTo(null)}
      />
    );

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
        {label}
      </h4>
      {thread.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('social.comments.loading')}
        </p>
      )}
      {thread.isError && (
        <div className="space-y-2">
          <ErrorAlert error={thread.error} />
          <button type="button" onClick={() => void thread.refetch()} className={SECONDARY_BUTTON}>
            {t('social.feed.retry')}
          </button>
        </div>
      )}
      {thread.isSuccess && comments.length === 0 && (
        <p className="text-sm text-slate-700">{t('social.comments.none')}</p>
      )}
      {groups.length > 0 && (
        <ol className="space-y-4">
          {groups.map((group) => (
            <li key={group.comment.id} className="space-y-3">
              <CommentItem {...itemProps(group.comment)} />
              {group.replies.length > 0 && (
                <ol className="ml-6 space-y-3 border-l-2 border-slate-200 pl-4">
                  {group.replies.map(({ comment, parent }) => (
                    <li key={comment.id}>
                      <CommentItem
                        {...itemProps(comment)}
                        answers={parent.id === group.comment.id ? undefined : parent}
                      />
                    </li>
                  ))}
                </ol>
              )}
              <div className="ml-6">
                {replyForm([group.comment, ...group.replies.map((reply) => reply.comment)])}
              </div>
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton query={thread} label={t('social.comments.loadMore')} />
      {note && <p className="text-sm text-slate-700">{note}</p>}
      {thread.isSuccess && (
        <CommentForm
          label={t('social.comments.label')}
          action={t('social.comments.send')}
          cohortPath={cohortPath}
          save={save(null)}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}
