import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPortfolio, PortfolioPostsPage, PostShownResult } from '../../../common/api/portfolio';
import { portfolioKeys, setPostShown } from '../../api/portfolio';

type PostsData = InfiniteData<PortfolioPostsPage, string | null>;

interface Snapshot {
  mine: MyPortfolio | undefined;
  posts: PostsData | undefined;
}

/** `posts` with post `postId` shown or hidden. */
function withShown(posts: PostsData | undefined, postId: string, shown: boolean): PostsData | undefined {
  if (!posts) return posts;
  return {
    ...posts,
    pages: posts.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post) => (post.id === postId ? { ...post, shown } : post)),
    })),
  };
}

/**
 * Show or hide a post on the public page (spec §4: the counters move when posts are toggled): the
 * post and the "N shown · M hidden" counters change at once, are put back as they were if the
 * server refuses, and take the server's counters when it answers.
 */
export function usePortfolioToggle() {
  const queryClient = useQueryClient();
  return useMutation<PostShownResult, Error, { postId: string; shown: boolean }, Snapshot>({
    mutationFn: ({ postId, shown }) => setPostShown(postId, shown),
    onMutate: async ({ postId, shown }) => {
      await queryClient.cancelQueries({ queryKey: portfolioKeys.mine });
      await queryClient.cancelQueries({ queryKey: portfolioKeys.myPosts });
      const snapshot: Snapshot = {
        mine: queryClient.getQueryData<MyPortfolio>(portfolioKeys.mine),
        posts: queryClient.getQueryData<PostsData>(portfolioKeys.myPosts),
      };
      const was = snapshot.posts?.pages.flatMap((page) => page.posts).find((post) => post.id === postId);
      queryClient.setQueryData<PostsData>(portfolioKeys.myPosts, (posts) => withShown(posts, postId, shown));
      if (was && was.shown !== shown) {
        const step = shown ? 1 : -1;
        queryClient.setQueryData<MyPortfolio>(portfolioKeys.mine, (mine) =>
          mine
            ? {
                ...mine,
                counts: { shown: mine.counts.shown + step, hidden: mine.counts.hidden - step },
              }
            : mine,
        );
      }
      return snapshot;
    },
    onError: (_error, _toggle, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(portfolioKeys.mine, snapshot.mine);
      queryClient.setQueryData(portfolioKeys.myPosts, snapshot.posts);
    },
    onSuccess: ({ counts }) => {
      queryClient.setQueryData<MyPortfolio>(portfolioKeys.mine, (mine) =>
        mine ? { ...mine, counts } : mine,
      );
    },
  });
}
