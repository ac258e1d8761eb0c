import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage, commentCalls } from '../../common/api/comment';
import { type CallInput, call, callKey, callQuery, request } from './call';

// Comment threads (common/api/comment.ts) on a post or on a page in a class: infinite queries,
// oldest first (each page's `nextCursor` is the next one's `after`).
type Calls = typeof commentCalls;

const createCommentCall = call<Calls['createComment']>('comment', 'create', undefined);
const editCommentCall = call<Calls['editComment']>('comment', 'update', 'editComment');
const removeCommentCall = call<Calls['removeComment']>('comment', 'delete', 'removeComment');
const postComments = call<Calls['getPostComments']>('comment', 'read', 'getPostComments');
const pageComments = call<Calls['getPageComments']>('comment', 'read', 'getPageComments');
const setKudosCall = call<Calls['setCommentKudos']>('comment', 'update', 'setCommentKudos');
const commentKudos = call<Calls['getCommentKudos']>('comment', 'read', 'getCommentKudos');
const mentionCandidates = call<Calls['mentionCandidates']>('comment', 'lookup', 'mentionCandidates');

const SIGNED_IN = { loginRequired: true };

/**
 * What a thread is on: a post (for an announcement to the whole course, `readIn` is the class it is
 * read in, whose thread it is), or a page in a class.
 */
export type ThreadTarget = { postId: string; readIn?: string } | { pageId: string; cohortPath: string };

/** The class a post's thread is read in, as its calls name it (none: the post's own). */
const readInOf = (target: { readIn?: string }) => (target.readIn ? { cohortPath: target.readIn } : {});

/** The query key of a thread. */
export const threadKey = (target: ThreadTarget) =>
  'postId' in target
    ? callKey(postComments, { id: target.postId, input: readInOf(target) })
    : callKey(pageComments, { id: target.pageId, input: { cohortPath: target.cohortPath } });

/** A thread, oldest first, page by page. */
export const threadQuery = (target: ThreadTarget) =>
  infiniteQueryOptions({
    queryKey: threadKey(target),
    queryFn: ({ pageParam }) =>
      'postId' in target
        ? request(
            postComments,
            { id: target.postId, input: { ...readInOf(target), after: pageParam } },
            SIGNED_IN,
          )
        : request(
            pageComments,
            { id: target.pageId, input: { cohortPath: target.cohortPath, after: pageParam } },
            SIGNED_IN,
          ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: CommentPage) => last.nextCursor ?? undefined,
  });

/** Who gave a comment kudos, newest first, as query options. */
export const commentKudosQuery = (commentId: string) => callQuery(commentKudos, { id: commentId }, SIGNED_IN);

/** Members of a class whose name starts with `q`, for @mentions, as query options. */
export const mentionCandidatesQuery = (cohortPath: string, q: string) =>
  callQuery(mentionCandidates, { input: { cohortPath, q } }, SIGNED_IN);

/** Comments on a post or a page (a reply names its parent). */
export function createComment(input: CallInput<Calls['createComment']>) {
  return request(createCommentCall, { input }, SIGNED_IN);
}

/** Replaces a comment's text and mentions. */
export function editComment(commentId: string, input: CallInput<Calls['editComment']>) {
  return request(editCommentCall, { id: commentId, input }, SIGNED_IN);
}

/** Removes a comment; answers it as it now reads (a placeholder when replies hold on to it). */
export function removeComment(commentId: string) {
  return request(removeCommentCall, { id: commentId, input: {} }, SIGNED_IN);
}

/** Gives or takes back the caller's kudos on a comment. */
export function setCommentKudos(commentId: string, given: boolean) {
  return request(setKudosCall, { id: commentId, input: { given } }, SIGNED_IN);
}

interface ThreadPages {
  pages: CommentPage[];
  pageParams: unknown[];
}

/** Writes a changed comment into its loaded thread (an edit, a removal, kudos). */
export function replaceComment(queryClient: QueryClient, target: ThreadTarget, comment: Comment): void {
  queryClient.setQueryData<ThreadPages>(threadKey(target), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.map((each) => (each.id === comment.id ? comment : each)),
          })),
        }
      : data,
  );
}

/**
 * Adds a new comment to the end of its loaded thread when the thread is read to its end (the
 * newest is the last, oldest first); otherwise it comes with "Show more".
 */
export function appendComment(queryClient: QueryClient, target: ThreadTarget, comment: Comment): void {
  queryClient.setQueryData<ThreadPages>(threadKey(target), (data) => {
    const last = data?.pages.at(-1);
    if (!data || !last || last.nextCursor !== null) return data;
    return {
      ...data,
      pages: [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }],
    };
  });
}
