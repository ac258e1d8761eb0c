import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';

export {
  POST_SCHEMES,
  type PostScheme,
  REVEAL_CONDITIONS,
  type RevealCondition,
} from '../domain/social/post-sharing';

/**
 * Posts and feeds (spec §3 Post, feed item; §4 Other). A post is a learner's
 * share or submission on a post block (widget `post`, toolbox `social`) in their class, or an
 * announcement by course or class staff. Feeds list posts newest first, a page at a time (keyset
 * paging: `before` is the `nextCursor` of the page before).
 *
 * Post media: `POST /api/post-media/?blockId={id}&cohortPath={path}` — multipart, one part named
 * `file` (an image, a video or a document, checked as block media of that kind, counted towards the
 * uploader's block media limit): a learner who may post on the block; for an announcement
 * (`blockId` omitted) `?coursePath={path}[&cohortPath={path}]`, whoever may announce there
 * (common/api/announcement.ts). Answers `{ result: PostAttachment }`, to be sent in the post's
 * `attachments`. `GET|HEAD /api/post-media/{uploadId}/` serves it to those who may read the post.
 */

/** The upload address of a post's media on a post block in a class. */
export const postMediaUploadPath = (blockId: string, cohortPath: string): string =>
  `/api/post-media/?blockId=${encodeURIComponent(blockId)}&cohortPath=${encodeURIComponent(cohortPath)}`;

/** Where an uploaded file of a post is served (`PostAttachment.url`). */
export const postMediaUrl = (uploadId: string): string => `/api/post-media/${uploadId}/`;

/** Post types (spec §3 Post type), plus the staff's announcements. */
export const POST_TYPES = ['share', 'submit'] as const;
export type PostType = (typeof POST_TYPES)[number] | 'announcement';

/** Limits of a post: its text (as stored HTML), its attachments. */
export const POST_BODY_MAX = 20_000;
export const POST_ATTACHMENTS_MAX = 10;
/** Posts and comments one person may write per hour (moderation's rate limit). */
export const POSTS_PER_HOUR = 60;
/** A feed's page size. */
export const FEED_PAGE_SIZE = 10;

/** An image, video or file stored with a post, or an embedded page of an allowed site. */
export const PostAttachment = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['image', 'video', 'file']),
    uploadId: z.uuid({ error: 'Upload the file again.' }),
    url: z.string(),
    name: z.string().max(255),
    contentType: z.string(),
    sizeBytes: z.number().int().nonnegative(),
  }),
  z.object({
    kind: z.literal('embed'),
    url: z.url({ protocol: /^https$/, error: 'Enter an https:// address to embed.' }),
  }),
]);
export type PostAttachment = z.infer<typeof PostAttachment>;

/** Someone as a post or comment shows them. */
export const SocialPerson = z.object({
  userId: z.string(),
  fullName: z.string(),
  profileName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type SocialPerson = z.infer<typeof SocialPerson>;

/** A post as a reader sees it, with what the reader may do to it. */
export const Post = z.object({
  id: z.string(),
  type: z.enum(['share', 'submit', 'announcement']),
  blockId: z.string().nullable(),
  /** Its course, and its class (null: an announcement to the whole course). */
  coursePath: z.string(),
  cohortPath: z.string().nullable(),
  author: SocialPerson,
  /** Sanitised rich text, as stored. */
  body: z.string(),
  attachments: z.array(PostAttachment),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  commentsCount: z.number().int(),
  kudosCount: z.number().int(),
  kudosGiven: z.boolean(),
  /** Hidden by staff: only its author and staff still receive it. */
  hidden: z.boolean(),
  canEdit: z.boolean(),
  canRemove: z.boolean(),
  /** May the caller hide or unhide it (common/api/moderation.ts)? */
  canModerate: z.boolean(),
  /**
   * The author's reflection on it (plain text, Block `reflectionSettings`): only its author and
   * those who moderate the class receive it; null for anyone else, and when there is none.
   */
  reflection: z.string().nullable(),
  /** May the caller write or change its reflection: its author, on a block that asks for one. */
  canReflect: z.boolean(),
});
export type Post = z.infer<typeof Post>;

/** Why a learner does not see the others' posts yet (RevealCondition), or null when they do. */
export const FeedWithheld = z.enum(['after_posting', 'after_due_date']).nullable();

/** A page of a feed, newest first. */
export const FeedPage = z.object({
  posts: z.array(Post),
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof FeedPage>;

/** A post block's feed for the caller: a page of posts, and the caller's own standing on the block. */
export const BlockFeed = FeedPage.extend({
  /** The caller's posts on the block (spec §3 Block `postNum`). */
  postNum: z.number().int(),
  /** Spec §3 Block `maxPosts`: 0 for no limit. */
  maxPosts: z.number().int(),
  /** May the caller post now (a learner of the class under `maxPosts`)? */
  canPost: z.boolean(),
  withheld: FeedWithheld,
  /** ISO date-time when `withheld` is 'after_due_date': when the posts appear. */
  revealsAt: z.string().nullable(),
});
export type BlockFeed = z.infer<typeof BlockFeed>;

const Cursor = z.string().max(100).optional();
const CohortPath = z.string({ error: 'Choose a class.' }).trim().min(1, { error: 'Choose a class.' });
const Body = z
  .string({ error: 'Write something to post.' })
  .max(POST_BODY_MAX, { error: `Use at most ${POST_BODY_MAX} characters.` });
const Attachments = z
  .array(PostAttachment)
  .max(POST_ATTACHMENTS_MAX, { error: `Attach at most ${POST_ATTACHMENTS_MAX} files.` })
  .default([]);

/** `feed create`: a post on a post block in the caller's class. */
export const CreatePostInput = z.object({
  blockId: z.uuid({ error: 'Not found.' }),
  cohortPath: CohortPath,
  body: Body,
  attachments: Attachments,
});
export const EditPostInput = z.object({ body: Body, attachments: Attachments });
export const BlockFeedInput = z.object({ cohortPath: CohortPath, before: Cursor });
export const ClassFeedInput = z.object({ before: Cursor });
export const SetKudosInput = z.object({ given: z.boolean({ error: 'Choose on or off.' }) });
/** Characters a reflection holds at most. */
export const REFLECTION_MAX = 2000;
export const ReflectionInput = z.object({
  reflection: z
    .string({ error: reasonText('social.reflectionLength', { max: REFLECTION_MAX }) })
    .trim()
    .max(REFLECTION_MAX, { error: reasonText('social.reflectionLength', { max: REFLECTION_MAX }) }),
});

/** Kudos on a post or comment after a change: the count and whether the caller gave one. */
export const KudosState = z.object({ count: z.number().int(), given: z.boolean() });
export type KudosState = z.infer<typeof KudosState>;
/** Who gave kudos, newest first. */
export const KudosGivers = z.array(SocialPerson);

/** The calls of posts and feeds. */
export const feedCalls = {
  createPost: contract('feed', 'create', undefined, { input: CreatePostInput, output: Post }),
  editPost: contract('feed', 'update', 'editPost', { input: EditPostInput, output: Post }),
  removePost: contract('feed', 'delete', 'removePost', {
    input: z.object({}),
    output: z.object({ removed: z.literal(true) }),
  }),
  /** A post block's feed (id: the block) in a class. */
  getBlockFeed: contract('feed', 'read', 'getBlockFeed', { input: BlockFeedInput, output: BlockFeed }),
  /** A class's feed (id: the class path): its posts and announcements. */
  getClassFeed: contract('feed', 'read', 'getClassFeed', { input: ClassFeedInput, output: FeedPage }),
  /** One post (id: the post), as a notification links to it. */
  getPost: contract('feed', 'read', 'getPost', { input: z.object({}), output: Post }),
  setPostKudos: contract('feed', 'update', 'setPostKudos', { input: SetKudosInput, output: KudosState }),
  /** Write, change or (with empty text) clear the reflection on one's own post (id: the post). */
  setPostReflection: contract('feed', 'update', 'setPostReflection', {
    input: ReflectionInput,
    output: z.object({ reflection: z.string().nullable() }),
  }),
  getPostKudos: contract('feed', 'read', 'getPostKudos', { input: z.object({}), output: KudosGivers }),
};
