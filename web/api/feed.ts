import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { BlockFeed, FeedPage, feedCalls, Post, PostAttachment } from '../../common/api/feed';
import { uploadFileTo } from './block-media';
import { type CallInput, call, callKey, callKeyPrefix, callQuery, request } from './call';

// Posts and feeds (common/api/feed.ts). Feeds are infinite queries (keyset paging: each page's
// `nextCursor` is the next one's `before`); a change to a post is written into every loaded feed
// that holds it, so a post edited in a block's feed reads the same in the class feed.
type Calls = typeof feedCalls;

const createPostCall = call<Calls['createPost']>('feed', 'create', undefined);
const editPostCall = call<Calls['editPost']>('feed', 'update', 'editPost');
const removePostCall = call<Calls['removePost']>('feed', 'delete', 'removePost');
const blockFeed = call<Calls['getBlockFeed']>('feed', 'read', 'getBlockFeed');
const classFeed = call<Calls['getClassFeed']>('feed', 'read', 'getClassFeed');
const onePost = call<Calls['getPost']>('feed', 'read', 'getPost');
const setKudosCall = call<Calls['setPostKudos']>('feed', 'update', 'setPostKudos');
const setReflectionCall = call<Calls['setPostReflection']>('feed', 'update', 'setPostReflection');
const postKudos = call<Calls['getPostKudos']>('feed', 'read', 'getPostKudos');

// Posting is a signed-in person's action: after a 401 it waits for sign-in and runs again.
const SIGNED_IN = { loginRequired: true };

/** Query keys of feeds: a block's feed in a class, a class's feed, and every feed of each kind. */
export const feedKeys = {
  blockFeed: (blockId: string, cohortPath: string) =>
    callKey(blockFeed, { id: blockId, input: { cohortPath } }),
  classFeed: (cohortPath: string) => callKey(classFeed, { id: cohortPath }),
  allBlockFeeds: callKeyPrefix(blockFeed),
  allClassFeeds: callKeyPrefix(classFeed),
  post: (postId: string) => callKey(onePost, { id: postId }),
  kudos: (postId: string) => callKey(postKudos, { id: postId }),
};

/** A post block's feed in a class (the caller's standing on the block with each page), page by page. */
export const blockFeedQuery = (blockId: string, cohortPath: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.blockFeed(blockId, cohortPath),
    queryFn: ({ pageParam }) =>
      request(blockFeed, { id: blockId, input: { cohortPath, before: pageParam } }, SIGNED_IN),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: BlockFeed) => last.nextCursor ?? undefined,
  });

/** A class's feed (its posts and announcements), page by page. */
export const classFeedQuery = (cohortPath: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.classFeed(cohortPath),
    queryFn: ({ pageParam }) =>
      request(classFeed, { id: cohortPath, input: { before: pageParam } }, SIGNED_IN),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: FeedPage) => last.nextCursor ?? undefined,
  });

/** Who gave a post kudos, newest first, as query options. */
export const postKudosQuery = (postId: string) => callQuery(postKudos, { id: postId }, SIGNED_IN);

/** Posts on a post block in the caller's class. */
export function createPost(input: CallInput<Calls['createPost']>) {
  return request(createPostCall, { input }, SIGNED_IN);
}

/** Replaces a post's text and attachments. */
export function editPost(postId: string, input: CallInput<Calls['editPost']>) {
  return request(editPostCall, { id: postId, input }, SIGNED_IN);
}

/** Removes a post (its comments and kudos go with it). */
export function removePost(postId: string) {
  return request(removePostCall, { id: postId, input: {} }, SIGNED_IN);
}

/** Gives or takes back the caller's kudos on a post. */
export function setPostKudos(postId: string, given: boolean) {
  return request(setKudosCall, { id: postId, input: { given } }, SIGNED_IN);
}

/** Writes, changes or (with empty text) clears the caller's reflection on their own post. */
export function setPostReflection(postId: string, reflection: string) {
  return request(setReflectionCall, { id: postId, input: { reflection } }, SIGNED_IN);
}

/**
 * Where a post's media goes: a post block in the caller's class, or an announcement's course and
 * class (`cohortPath` null: the whole course).
 */
export type PostMediaTarget =
  | { blockId: string; cohortPath: string }
  | { coursePath: string; cohortPath: string | null };

/** Uploads one image, video or file for a post (multipart, with progress); answers the attachment to send. */
export function uploadPostMedia(
  target: PostMediaTarget,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<PostAttachment> {
  const query = new URLSearchParams(
    'blockId' in target
      ? { blockId: target.blockId, cohortPath: target.cohortPath }
      : { coursePath: target.coursePath, ...(target.cohortPath && { cohortPath: target.cohortPath }) },
  );
  return uploadFileTo(`/api/post-media/?${query}`, file, onProgress);
}

/** The pages of a loaded feed as TanStack keeps an infinite query's data. */
interface FeedPages<Page extends FeedPage = FeedPage> {
  pages: Page[];
  pageParams: unknown[];
}

/** Is `key` the key of a loaded feed (a block's or a class's)? */
const isFeedKey = (key: readonly unknown[]) =>
  key[0] === 'feed' && (key[1] === 'getBlockFeed' || key[1] === 'getClassFeed');

/**
 * Writes `change` into every loaded copy of post `postId` (every feed, and the post read on its
 * own); a change answering null takes the post out of the feeds.
 */
export function updatePostEverywhere(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post | null,
): void {
  queryClient.setQueriesData<FeedPages>({ predicate: (query) => isFeedKey(query.queryKey) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.flatMap((post) => {
              if (post.id !== postId) return [post];
              const changed = change(post);
              return changed ? [changed] : [];
            }),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Post>(feedKeys.post(postId), (post) => (post ? (change(post) ?? post) : post));
}

/**
 * Keeps only the first page of a loaded feed, so refetching it reads the newest posts alone
 * (a feed's Refresh), rather than every page loaded before.
 */
export function trimToFirstPage(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  queryClient.setQueryData<FeedPages>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}
