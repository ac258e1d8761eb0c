import type { BlogPage, BlogPost, CreateBlogPostInput } from '../../common/api/blog';
import { apiRequest } from './client';

// The profile blog: a resource of the /json scheme of its own.
const BLOG = '/json/blog';

/** Query keys of blog data. */
export const blogKeys = {
  list: (profileName: string, page: number) => ['blog', profileName, page] as const,
  post: (postId: string) => ['blog', 'post', postId] as const,
};

/** A page of `profileName`'s posts, newest first. */
export function fetchBlogPage(profileName: string, page: number): Promise<BlogPage> {
  return apiRequest('GET', `${BLOG}/lookup/listPosts`, { query: { profileName, page } });
}

/** One post. */
export function fetchBlogPost(postId: string): Promise<BlogPost> {
  return apiRequest('GET', `${BLOG}/lookup/getPost`, { query: { postId } });
}

/** Publishes a post on the signed-in user's blog. */
export function createBlogPost(input: CreateBlogPostInput): Promise<BlogPost> {
  return apiRequest('POST', `${BLOG}/create`, { body: input, loginRequired: true });
}

/** Changes a post. */
export function editBlogPost(postId: string, input: CreateBlogPostInput): Promise<BlogPost> {
  return apiRequest('POST', `${BLOG}/update/editPost/${encodeURIComponent(postId)}`, {
    body: input,
    loginRequired: true,
  });
}

/** Deletes a post. */
export function deleteBlogPost(postId: string): Promise<{ deleted: true }> {
  return apiRequest('POST', `${BLOG}/delete/deletePost/${encodeURIComponent(postId)}`, {
    loginRequired: true,
  });
}
