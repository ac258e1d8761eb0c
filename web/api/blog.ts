import type { BlogPost, blogCalls, CreateBlogPostInput } from '../../common/api/blog';
import { call, callQuery, request } from './call';
import { viewerQuery } from './viewer-query';

// The profile blog: a resource of the /json scheme of its own.
type Calls = typeof blogCalls;
const listPosts = call<Calls['listPosts']>('blog', 'lookup', 'listPosts');
const getPost = call<Calls['getPost']>('blog', 'lookup', 'getPost');
const create = call<Calls['create']>('blog', 'create', undefined);
const editPost = call<Calls['editPost']>('blog', 'update', 'editPost');
const deletePost = call<Calls['deletePost']>('blog', 'delete', 'deletePost');

/** The start of every blog query's key, to refresh them all after a write. */
export const BLOG_KEY = [listPosts.resource] as const;

/** A page of `profileName`'s posts, newest first, as query options. */
export const blogPageQuery = (profileName: string, page: number) =>
  callQuery(listPosts, { input: { profileName, page } });

/** One post as `viewerId` sees it (whether they own it), as query options. */
export const blogPostQuery = (postId: string, viewerId: string | null) =>
  viewerQuery(getPost, { input: { postId } }, viewerId);

/** Publishes a post on the signed-in user's blog. */
export function createBlogPost(input: CreateBlogPostInput): Promise<BlogPost> {
  return request(create, { input }, { loginRequired: true });
}

/** Changes a post. */
export function editBlogPost(postId: string, input: CreateBlogPostInput): Promise<BlogPost> {
  return request(editPost, { id: postId, input }, { loginRequired: true });
}

/** Deletes a post. */
export function deleteBlogPost(postId: string): Promise<{ deleted: true }> {
  return request(deletePost, { id: postId }, { loginRequired: true });
}
