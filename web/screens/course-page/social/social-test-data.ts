import type { Comment } from '../../../../common/api/comment';
import type { BlockFeed, Post, SocialPerson } from '../../../../common/api/feed';

// Posts, feeds and comments as the server's contracts answer them, for the social tests.

export const BLOCK_ID = '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a11';
export const COHORT = 'morning';

export const SITI: SocialPerson = {
  userId: 'user-1',
  fullName: 'Siti Rahmah',
  profileName: 'siti-rahmah',
  avatarUrl: null,
};
export const BUDI: SocialPerson = {
  userId: '5f0c9a52-7d4e-4b1a-9c3e-2a6b8d1f0e44',
  fullName: 'Budi Santoso',
  profileName: null,
  avatarUrl: null,
};

/** A post by Budi (or as `overrides` say). */
export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    type: 'share',
    blockId: BLOCK_ID,
    coursePath: 'data-101',
    cohortPath: COHORT,
    author: BUDI,
    body: '<p>My first post</p>',
    attachments: [],
    createdAt: '2026-11-20T03:00:00Z',
    editedAt: null,
    commentsCount: 0,
    kudosCount: 0,
    kudosGiven: false,
    hidden: false,
    canEdit: false,
    canRemove: false,
    canModerate: false,
    reflection: null,
    canReflect: false,
    ...overrides,
  };
}

/** A block feed's page: posts, and the reader's standing on the block. */
export function buildBlockFeed(overrides: Partial<BlockFeed> = {}): BlockFeed {
  return {
    posts: [],
    nextCursor: null,
    postNum: 0,
    maxPosts: 0,
    canPost: true,
    withheld: null,
    revealsAt: null,
    ...overrides,
  };
}

/** A visible comment by Budi (or as `overrides` say). */
export function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    postId: 'a1b2c3d4-0000-4000-8000-000000000001',
    pageId: null,
    parentId: null,
    author: BUDI,
    body: 'Nice work',
    mentions: [],
    state: 'visible',
    createdAt: '2026-11-20T04:00:00Z',
    editedAt: null,
    kudosCount: 0,
    kudosGiven: false,
    canEdit: false,
    canRemove: false,
    canModerate: false,
    ...overrides,
  };
}
