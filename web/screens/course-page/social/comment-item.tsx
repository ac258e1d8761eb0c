import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../common/api/comment';
import {
  commentKudosQuery,
  editComment,
  removeComment,
  replaceComment,
  setCommentKudos,
  type ThreadTarget,
  threadKey,
} from '../../../api/comments';
import { setCommentHidden } from '../../../api/moderation';
import { useAuthState } from '../../../auth/use-auth-state';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';
import { GiversList } from './kudos-button';
import { PersonLine } from './person-line';
import { SOCIAL_ACTION, SocialActions } from './social-actions';

function CommentKudosGivers({ commentId }: { commentId: string }) {
  return <GiversList query={useQuery(commentKudosQuery(commentId))} />;
}

interface CommentItemProps {
  comment: Comment;
  target: ThreadTarget;
  cohortPath: string | null;
  /** The reply it answers, when it answers a reply (named above it). */
  answers?: Comment;
  focus: boolean;
  onReply: (comment: Comment) => void;
  onRemoved: () => void;
}

/**
 * One comment: a placeholder when it was removed or hidden from the reader; else its author and
 * time, its text with mentions, kudos, Reply, and Edit and Remove for those who may.
 */
export function CommentItem({
  comment,
  target,
  cohortPath,
  answers,
  focus,
  onReply,
  onRemoved,
}: CommentItemProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameId = useId();
  const self = useRef<HTMLElement>(null);
  const readerId = useAuthState().currentUser?.userId;
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (focus) self.current?.focus();
  }, [focus]);

  const kudos = useMutation({
    mutationFn: (given: boolean) => setCommentKudos(comment.id, given),
    onMutate: (given) =>
      replaceComment(queryClient, target, {
        ...comment,
        kudosGiven: given,
        kudosCount: comment.kudosCount + (given ? 1 : -1),
      }),
    onSuccess: (state) => {
      replaceComment(queryClient, target, { ...comment, kudosCount: state.count, kudosGiven: state.given });
      void queryClient.invalidateQueries({ queryKey: commentKudosQuery(comment.id).queryKey });
    },
    onError: () => replaceComment(queryClient, target, comment),
  });
  const hiding = useMutation({
    mutationFn: (hidden: boolean) => setCommentHidden(comment.id, hidden),
    onSuccess: ({ hidden }) =>
      replaceComment(queryClient, target, { ...comment, state: hidden ? 'hidden' : 'visible' }),
  });
  const removal = useMutation({
    mutationFn: () => removeComment(comment.id),
    onSuccess: (removed) => {
      replaceComment(queryClient, target, removed);
      // The server decides whether the removed comment stays as a placeholder (it has replies).
      void queryClient.invalidateQueries({ queryKey: threadKey(target) });
      onRemoved();
    },
  });

  const placeholder =
    comment.state === 'removed'
      ? t('social.comments.removed')
      : comment.state === 'hidden' && comment.body === ''
        ? t('social.comments.hidden')
        : null;
  if (placeholder || !comment.author) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm italic text-slate-600">
        {placeholder ?? t('social.comments.removed')}
      </p>
    );
  }
  const author = comment.author;

  return (
    <article
      ref={self}
      // A notification or the analytics lead here by the address's hash (#comment-{id}).
      id={`comment-${comment.id}`}
      tabIndex={-1}
      aria-labelledby={nameId}
      className="space-y-2 rounded-lg focus:outline-2 focus:outline-brand-600"
    >
      <PersonLine person={author} nameId={nameId} createdAt={comment.createdAt} editedAt={comment.editedAt} />
      {answers && (
        <p className="text-xs text-slate-600">
          {t('social.comments.replyingTo', {
            name: answers.author?.fullName ?? t('social.comments.someone'),
          })}
        </p>
      )}
      {comment.state === 'hidden' && (
        <p>
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('social.moderation.hiddenBadge')}
          </span>{' '}
          <span className="text-sm text-amber-800">{t('social.moderation.hiddenNote')}</span>
        </p>
      )}
      {editing ? (
        <CommentForm
          label={t('social.comments.editLabel')}
          action={t('social.comments.save')}
          cohortPath={cohortPath}
          initial={comment}
          save={(draft) => editComment(comment.id, draft)}
          onSaved={(saved) => {
            replaceComment(queryClient, target, saved);
            setEditing(false);
            self.current?.focus();
          }}
          onCancel={() => {
            setEditing(false);
            self.current?.focus();
          }}
        />
      ) : (
        <CommentBody body={comment.body} mentions={comment.mentions} />
      )}
      <SocialActions
        kind="comment"
        item={comment}
        className="flex flex-wrap items-center gap-2"
        subject={t('social.comments.subject', { name: author.fullName })}
        kudos={kudos}
        givers={<CommentKudosGivers commentId={comment.id} />}
        editing={editing}
        onEdit={() => setEditing(true)}
        removal={removal}
        hidden={comment.state === 'hidden'}
        hiding={hiding}
        own={readerId === author.userId}
      >
        <button type="button" onClick={() => onReply(comment)} className={SOCIAL_ACTION}>
          {t('social.comments.reply')}
        </button>
      </SocialActions>
    </article>
  );
}
