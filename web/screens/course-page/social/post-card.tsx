import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Post } from '../../../../common/api/feed';
import {
  editPost,
  feedKeys,
  type PostMediaTarget,
  postKudosQuery,
  removePost,
  setPostKudos,
  updatePostEverywhere,
} from '../../../api/feed';
import { setPostHidden } from '../../../api/moderation';
import { useAuthState } from '../../../auth/use-auth-state';
import { CommentThread } from './comment-thread';
import { GiversList } from './kudos-button';
import { PersonLine } from './person-line';
import { PostAttachments } from './post-attachments';
import { PostComposer } from './post-composer';
import { PostReflection } from './post-reflection';
import { SOCIAL_ACTION, SocialActions } from './social-actions';

/** A post's anchor on its page, as notification links name it (`#post-{id}`). */
const postAnchor = (postId: string) => `post-${postId}`;

/** Where an edit of the post uploads its media: its block in its class, or an announcement's course and class. */
function mediaTargetOf(post: Post): PostMediaTarget | null {
  if (post.type === 'announcement') return { coursePath: post.coursePath, cohortPath: post.cohortPath };
  return post.blockId && post.cohortPath ? { blockId: post.blockId, cohortPath: post.cohortPath } : null;
}

/** Who gave a post kudos, read when its list opens. */
function PostKudosGivers({ postId }: { postId: string }) {
  return <GiversList query={useQuery(postKudosQuery(postId))} />;
}

/** The kind of a post, when it is not a plain share. */
function PostKind({ post }: { post: Post }) {
  const { t } = useTranslation();
  if (post.type === 'share') return null;
  return (
    <span className="rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700">
      {t(`social.post.kind.${post.type}`)}
    </span>
  );
}

interface PostCardProps {
  post: Post;
  /** Take the focus when drawn (the post just written). */
  focus: boolean;
  /** After the post was removed: the feed takes the focus. */
  onRemoved: () => void;
  /** The question its block asks its author to reflect on (none where the block is unknown). */
  reflectionPrompt?: string | undefined;
  /** The class the feed is read in: a course-wide announcement's comments are that class's thread. */
  readIn?: string | undefined;
}

/**
 * One post in a feed: its author and time, its text and attachments, its reflection (for its author
 * and the class's teachers), kudos, its comments (opened here), and for its author (or staff) edit,
 * inline with the composer's checks, and remove, after a confirmation.
 */
export function PostCard({ post, focus, onRemoved, reflectionPrompt, readIn }: PostCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameId = useId();
  const threadId = useId();
  const article = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState(false);
  // A notification or the analytics lead here by the address's hash (#post-{id}): the post's
  // conversation is what they point at, so its comments open.
  const named = useLocation().hash === `#${postAnchor(post.id)}`;
  const [commentsOpen, setCommentsOpen] = useState(named);
  const subject = t('social.post.subject', { name: post.author.fullName });
  const own = useAuthState().currentUser?.userId === post.author.userId;

  useEffect(() => {
    if (focus) article.current?.focus();
  }, [focus]);

  const kudos = useMutation({
    mutationFn: (given: boolean) => setPostKudos(post.id, given),
    onMutate: (given) =>
      updatePostEverywhere(queryClient, post.id, (each) => ({
        ...each,
        kudosGiven: given,
        kudosCount: each.kudosCount + (given ? 1 : -1),
      })),
    onSuccess: (state) => {
      updatePostEverywhere(queryClient, post.id, (each) => ({
        ...each,
        kudosCount: state.count,
        kudosGiven: state.given,
      }));
      void queryClient.invalidateQueries({ queryKey: feedKeys.kudos(post.id) });
    },
    onError: () =>
      updatePostEverywhere(queryClient, post.id, (each) => ({
        ...each,
        kudosGiven: post.kudosGiven,
        kudosCount: post.kudosCount,
      })),
  });
  const hiding = useMutation({
    mutationFn: (hidden: boolean) => setPostHidden(queryClient, post.id, hidden),
  });
  const removal = useMutation({
    mutationFn: () => removePost(post.id),
    onSuccess: () => {
      updatePostEverywhere(queryClient, post.id, () => null);
      // A learner's count of posts on the block went down: the block's standing is read again.
      void queryClient.invalidateQueries({ queryKey: feedKeys.allBlockFeeds });
      onRemoved();
    },
  });

  return (
    <article
      ref={article}
      id={postAnchor(post.id)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className="rounded-xl border border-slate-200 bg-white p-4 focus:outline-2 focus:outline-brand-600"
    >
      <PersonLine
        person={post.author}
        nameId={nameId}
        createdAt={post.createdAt}
        editedAt={post.editedAt}
        extra={<PostKind post={post} />}
      />
      {post.hidden && (
        <p className="mt-2">
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('social.moderation.hiddenBadge')}
          </span>{' '}
          <span className="text-sm text-amber-800">{t('social.moderation.hiddenNote')}</span>
        </p>
      )}
      {editing ? (
        <div className="mt-3">
          <PostComposer
            label={t('social.post.editLabel')}
            action={t('social.post.save')}
            pendingAction={t('social.post.saving')}
            target={mediaTargetOf(post)}
            initial={{ body: post.body, attachments: post.attachments }}
            save={(draft) => editPost(post.id, draft)}
            onSaved={(saved) => {
              updatePostEverywhere(queryClient, post.id, () => saved);
              setEditing(false);
              article.current?.focus();
            }}
            onCancel={() => {
              setEditing(false);
              article.current?.focus();
            }}
          />
        </div>
      ) : (
        <>
          <div
            className="prose mt-3 max-w-none text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-2 [&_ul]:list-disc"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list when stored (common/api/feed.ts Post.body).
            dangerouslySetInnerHTML={{ __html: post.body }}
          />
          <PostAttachments attachments={post.attachments} author={post.author.fullName} />
        </>
      )}
      <PostReflection post={post} own={own} prompt={reflectionPrompt} />
      <SocialActions
        kind="post"
        item={post}
        className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3"
        subject={subject}
        kudos={kudos}
        givers={<PostKudosGivers postId={post.id} />}
        editing={editing}
        onEdit={() => setEditing(true)}
        removal={removal}
        hidden={post.hidden}
        hiding={hiding}
        own={own}
      >
        <button
          type="button"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? threadId : undefined}
          onClick={() => setCommentsOpen(!commentsOpen)}
          className={SOCIAL_ACTION}
        >
          {t('social.comments.count', { number: post.commentsCount })}
        </button>
      </SocialActions>
      {commentsOpen && (
        <div id={threadId} className="mt-3">
          <CommentThread
            target={post.cohortPath === null && readIn ? { postId: post.id, readIn } : { postId: post.id }}
            cohortPath={post.cohortPath ?? readIn ?? null}
            label={t('social.comments.onPost', { name: post.author.fullName })}
            onCommented={(added) =>
              updatePostEverywhere(queryClient, post.id, (each) => ({
                ...each,
                commentsCount: Math.max(0, each.commentsCount + added),
              }))
            }
          />
        </div>
      )}
    </article>
  );
}
