import { defineHook } from '../../modules/hook';

// What social tells higher domains (notifications), in the writing transaction, so it never imports
// them. Each carries what a notification needs to say who did what where, and where to go.

/** Where a post or comment lives: its course and class, and the page it is on (none for an announcement). */
export interface SocialPlace {
  courseId: string;
  coursePath: string;
  /** The class; null for a course-wide announcement. */
  cohortId: string | null;
  cohortPath: string | null;
  pageId: string | null;
}

/** A post was made: on a post block by a learner, or an announcement by staff (to `cohortIds`, its feed items). */
export const postCreated =
  defineHook<
    [
      post: SocialPlace & {
        id: string;
        type: 'share' | 'submit' | 'announcement';
        authorId: string;
        /** Its text without markup, shortened for a notification. */
        excerpt: string;
        /** The classes whose feeds it reached. */
        cohortIds: string[];
      },
    ]
  >('postCreated');

/** A comment was written, on a post (with the post's author) or on a page, maybe as a reply (with its parent's author). */
export const commentCreated =
  defineHook<
    [
      comment: SocialPlace & {
        id: string;
        postId: string | null;
        postAuthorId: string | null;
        parentId: string | null;
        parentAuthorId: string | null;
        authorId: string;
        /** Users it mentions (members of the class, checked). */
        mentions: string[];
        excerpt: string;
      },
    ]
  >('commentCreated');

/** Kudos was given on a post or a comment of `ownerId`. */
export const kudosGiven =
  defineHook<
    [
      kudos: SocialPlace & {
        target: 'post' | 'comment';
        targetId: string;
        /** The post the target is, or is on (null for a comment on a page). */
        postId: string | null;
        ownerId: string;
        giverId: string;
      },
    ]
  >('kudosGiven');
