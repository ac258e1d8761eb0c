import { z } from 'zod';
import { contract } from './contract';
import { KudosGivers, KudosState, SetKudosInput, SocialPerson } from './feed';

/**
 * Comments (spec §3 comment; Page `canPostComments`, `isCommentRequired`, record `hasUserCommented`):
 * threaded comments on a post, or on a page in a class. A reply names its parent. Text is plain
 * (line breaks kept) with @mentions of the class's members, sanitised on the server; a removed
 * comment that has replies stays as a "removed" placeholder so its thread holds together.
 */

export const COMMENT_BODY_MAX = 5_000;
/** Comments read per page of a thread (oldest first). */
export const COMMENTS_PAGE_SIZE = 50;
/** Mention candidates returned per lookup. */
export const MENTION_CANDIDATES_MAX = 8;

/** A comment as a reader sees it. `body` is empty when it was removed or hidden from the reader. */
export const Comment = z.object({
  id: z.string(),
  postId: z.string().nullable(),
  pageId: z.string().nullable(),
  parentId: z.string().nullable(),
  /** Null when removed (the placeholder keeps no author). */
  author: SocialPerson.nullable(),
  body: z.string(),
  /** The people it mentions, as `@{fullName}` in `body` refers to them. */
  mentions: z.array(SocialPerson),
  state: z.enum(['visible', 'hidden', 'removed']),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  kudosCount: z.number().int(),
  kudosGiven: z.boolean(),
  canEdit: z.boolean(),
  canRemove: z.boolean(),
  /** May the caller hide or unhide it (common/api/moderation.ts)? */
  canModerate: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

/** A page of a thread, oldest first; replies come after their parent's page like any comment. */
export const CommentPage = z.object({
  comments: z.array(Comment),
  nextCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof CommentPage>;

const Body = z
  .string({ error: 'Write a comment.' })
  .trim()
  .min(1, { error: 'Write a comment.' })
  .max(COMMENT_BODY_MAX, { error: `Use at most ${COMMENT_BODY_MAX} characters.` });
const Mentions = z
  .array(z.uuid({ error: 'Choose someone from the class.' }))
  .max(20)
  .default([]);
const CohortPath = z.string({ error: 'Choose a class.' }).trim().min(1, { error: 'Choose a class.' });

/**
 * `comment create`: on a post (its class is the post's; for an announcement to the whole course,
 * `cohortPath` names the class it is read in, whose thread it joins), or on a page in the caller's
 * class.
 */
export const CreateCommentInput = z.union([
  z.object({
    postId: z.uuid({ error: 'Not found.' }),
    cohortPath: CohortPath.optional(),
    parentId: z.uuid().optional(),
    body: Body,
    mentions: Mentions,
  }),
  z.object({
    pageId: z.uuid({ error: 'Not found.' }),
    cohortPath: CohortPath,
    parentId: z.uuid().optional(),
    body: Body,
    mentions: Mentions,
  }),
]);
export const EditCommentInput = z.object({ body: Body, mentions: Mentions });
export const ThreadInput = z.object({ after: z.string().max(100).optional() });
/** A post's thread; for an announcement to the whole course, `cohortPath` names the class whose thread is read. */
export const PostThreadInput = ThreadInput.extend({ cohortPath: CohortPath.optional() });
export const PageThreadInput = ThreadInput.extend({ cohortPath: CohortPath });
export const MentionInput = z.object({ cohortPath: CohortPath, q: z.string().trim().max(70).default('') });

/** The calls of comments. */
export const commentCalls = {
  createComment: contract('comment', 'create', undefined, { input: CreateCommentInput, output: Comment }),
  editComment: contract('comment', 'update', 'editComment', { input: EditCommentInput, output: Comment }),
  removeComment: contract('comment', 'delete', 'removeComment', { input: z.object({}), output: Comment }),
  /** A post's thread (id: the post). */
  getPostComments: contract('comment', 'read', 'getPostComments', {
    input: PostThreadInput,
    output: CommentPage,
  }),
  /** A page's thread in a class (id: the page). */
  getPageComments: contract('comment', 'read', 'getPageComments', {
    input: PageThreadInput,
    output: CommentPage,
  }),
  setCommentKudos: contract('comment', 'update', 'setCommentKudos', {
    input: SetKudosInput,
    output: KudosState,
  }),
  getCommentKudos: contract('comment', 'read', 'getCommentKudos', {
    input: z.object({}),
    output: KudosGivers,
  }),
  /** Members of the class whose name starts with `q` (any word), for @mentions. */
  mentionCandidates: contract('comment', 'lookup', 'mentionCandidates', {
    input: MentionInput,
    output: z.array(SocialPerson),
  }),
};
