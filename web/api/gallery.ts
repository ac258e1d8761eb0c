import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { FeedPage, Post } from '../../common/api/feed';
import type { galleryCalls } from '../../common/api/gallery';
import { call, callKey, callKeyPrefix, request } from './call';
import { updatePostEverywhere } from './feed';

// A gallery block's posts (common/api/gallery.ts): an infinite query, GALLERY_PAGE_SIZE posts a
// page, so each "Load more" shows 16 more (spec §9).
type Calls = typeof galleryCalls;

const gallery = call<Calls['getGallery']>('feed', 'read', 'getGallery');

/** Query keys of galleries: one gallery block in a class, and every gallery. */
export const galleryKeys = {
  gallery: (blockId: string, cohortPath: string) => callKey(gallery, { id: blockId, input: { cohortPath } }),
  all: callKeyPrefix(gallery),
};

/** A gallery block's posts in a class, page by page. */
export const galleryQuery = (blockId: string, cohortPath: string) =>
  infiniteQueryOptions({
    queryKey: galleryKeys.gallery(blockId, cohortPath),
    queryFn: ({ pageParam }) =>
      request(gallery, { id: blockId, input: { cohortPath, before: pageParam } }, { loginRequired: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: FeedPage) => last.nextCursor ?? undefined,
  });

/**
 * Writes `change` into every loaded copy of post `postId`: the galleries, and the feeds and the
 * post read on its own (feed.ts updatePostEverywhere), so a count changed in the lightbox reads
 * the same in the post block's feed.
 */
export function updateGalleryPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post,
): void {
  queryClient.setQueriesData<{ pages: FeedPage[]; pageParams: unknown[] }>(
    { queryKey: galleryKeys.all },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
            })),
          }
        : data,
  );
  updatePostEverywhere(queryClient, postId, change);
}
