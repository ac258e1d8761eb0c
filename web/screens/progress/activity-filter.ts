import type { PageActivity, PageStatus } from '../../../common/api/progress';

/** The activity filter's status choice (spec §2: all, not started, in progress, completed). */
export type StatusFilter = 'all' | PageStatus;

/** The pages whose title or module holds `name` (any case) and whose status matches. */
export function filterActivity(
  pages: readonly PageActivity[],
  name: string,
  status: StatusFilter,
): PageActivity[] {
  const needle = name.trim().toLocaleLowerCase();
  return pages.filter(
    (page) =>
      (status === 'all' || page.status === status) &&
      (needle === '' ||
        page.title.toLocaleLowerCase().includes(needle) ||
        page.moduleTitle.toLocaleLowerCase().includes(needle)),
  );
}
