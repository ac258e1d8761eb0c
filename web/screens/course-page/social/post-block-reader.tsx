import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../../common/api/course-page';
import type { BlockFeed, Post } from '../../../../common/api/feed';
import { blockFeedQuery, createPost, feedKeys, trimToFirstPage } from '../../../api/feed';
import { useAuthState } from '../../../auth/use-auth-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { userTimeZone } from '../../../lib/user-time-zone';
import { PostBlock } from '../blocks/post-block';
import { reflectionPromptOf, textOf } from '../blocks/setup-value';
import { FeedList } from './feed-list';
import { PostComposer } from './post-composer';

/** Why the reader does not see the others' posts yet, if they do not. */
function WithheldNote({ standing }: { standing: BlockFeed }) {
  const { t } = useTranslation();
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  if (standing.withheld === null) return null;
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {standing.withheld === 'after_due_date' && standing.revealsAt
        ? t('social.withheld.after_due_date', { date: formatDateTime(standing.revealsAt, timeZone) })
        : t('social.withheld.after_posting')}
    </p>
  );
}

/** A learner's count of posts against the block's limit, and what happens at the limit. */
function PostCount({ standing }: { standing: BlockFeed }) {
  const { t } = useTranslation();
  if (standing.maxPosts === 0) return null;
  return (
    <p className="text-sm text-slate-700">
      {standing.canPost
        ? t('social.composer.postCount', { used: standing.postNum, max: standing.maxPosts })
        : t('social.composer.limitReached', { max: standing.maxPosts })}
    </p>
  );
}

/**
 * A post block for a signed-in reader of a class: the prompt, then for a learner who may post a
 * composer (Share or Submit, by the block's type) with their count against the limit, then the
 * block's feed. Teachers see the feed alone; a reader in no class sees the prompt (and an editor a
 * note that the posts are the classes').
 */
export function PostBlockReader({
  block,
  cohortPath,
  isEditor,
}: {
  block: PageBlock;
  cohortPath: string | null;
  isEditor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <PostBlock setupData={block.setupData} />
      {cohortPath ? (
        <ClassPosts block={block} cohortPath={cohortPath} />
      ) : (
        isEditor && <p className="text-sm text-slate-700">{t('social.post.noClass')}</p>
      )}
    </div>
  );
}

function ClassPosts({ block, cohortPath }: { block: PageBlock; cohortPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useInfiniteQuery(blockFeedQuery(block.id, cohortPath));
  const [posted, setPosted] = useState<Post | null>(null);
  const standing = feed.data?.pages[0];
  const submit = textOf(block.setupData, 'type') === 'submit';
  const reflectionPrompt = reflectionPromptOf(block.setupData);
  const queryKey = feedKeys.blockFeed(block.id, cohortPath);

  function onPosted(post: Post) {
    setPosted(post);
    // The new post leads the feed, and the reader's standing (count, what they may see) changes:
    // the newest page is read again, with the class's feeds, which may show the post too.
    trimToFirstPage(queryClient, queryKey);
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: feedKeys.allClassFeeds });
  }

  return (
    <>
      {standing?.canPost && (
        <div className="space-y-2 rounded-xl border border-slate-200 p-4">
          <PostCount standing={standing} />
          <PostComposer
            label={t('social.composer.label')}
            action={submit ? t('social.composer.submit') : t('social.composer.share')}
            pendingAction={submit ? t('social.composer.submitting') : t('social.composer.sharing')}
            target={{ blockId: block.id, cohortPath }}
            save={(draft) => createPost({ blockId: block.id, cohortPath, ...draft })}
            onSaved={onPosted}
          />
        </div>
      )}
      {standing && !standing.canPost && <PostCount standing={standing} />}
      <p role="status" className="text-sm text-slate-700">
        {posted && (submit ? t('social.composer.submitted') : t('social.composer.shared'))}
        {/* The new post, focused, asks its question at once. */}
        {posted?.canReflect && reflectionPrompt && ` ${t('social.reflection.askNow')}`}
      </p>
      <FeedList
        heading={t('social.feed.blockHeading')}
        query={feed}
        queryKey={queryKey}
        focusPostId={posted?.id ?? null}
        notice={standing && <WithheldNote standing={standing} />}
        reflectionPrompt={reflectionPrompt}
      />
    </>
  );
}
