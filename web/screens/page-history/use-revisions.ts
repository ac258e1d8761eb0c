import { useInfiniteQuery } from '@tanstack/react-query';
import { REVISIONS_PAGE_SIZE } from '../../../common/api/page-admin';
import { fetchRevisions, pageAdminKeys } from '../../api/page-admin';

/** A page's revisions newest first, a page of them at a time ("Load more" fetches the next). */
export function useRevisions(pageId: string) {
  const query = useInfiniteQuery({
    queryKey: pageAdminKeys.revisions(pageId),
    queryFn: ({ pageParam }) => fetchRevisions(pageId, pageParam, REVISIONS_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.revisions.length, 0);
      return last.revisions.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
  const revisions = query.data?.pages.flatMap((page) => page.revisions) ?? [];
  return { query, revisions };
}
