import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager';
import { QueryBody } from './section-parts';

/**
 * The pages of a list loaded a page at a time (with keepPreviousData): how many there are, and the
 * first row's number of the page whose rows are shown (while the next loads, the last one stays).
 * Taking the last row of the last page away goes back a page.
 */
export function usePaging(
  query: UseQueryResult<{ total: number }>,
  page: number,
  setPage: (page: number) => void,
  size: number,
) {
  const [shownPage, setShownPage] = useState(page);
  const settled = query.isSuccess && !query.isPlaceholderData;
  if (settled && shownPage !== page) setShownPage(page);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / size));
  if (settled && page > pages) setPage(pages);
  return { pages, first: (shownPage - 1) * size + 1 };
}

/**
 * The lists shown a page at a time, by the prefix of their words: loading, loadError, pagination,
 * showing, previous, next.
 */
type PagedList =
  | 'institutions.membership.members'
  | 'institutions.invitations.pending'
  | 'institutions.studentData'
  | 'institutions.reports.table';

/**
 * Previous and Next under a list (the words under `list`), between them which rows of how many
 * are shown: `shown` rows from the `first` of usePaging.
 */
function ListPager({
  list,
  paging,
  page,
  shown,
  total,
  onPage,
}: {
  list: PagedList;
  paging: { pages: number; first: number };
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Pager
      label={t(`${list}.pagination`)}
      page={page}
      pages={paging.pages}
      status={t(`${list}.showing`, {
        first: count(paging.first),
        last: count(Math.min(total, paging.first + shown - 1)),
        total: count(total),
      })}
      previous={t(`${list}.previous`)}
      next={t(`${list}.next`)}
      onPage={onPage}
    />
  );
}

/**
 * A page of a list as loaded (see QueryBody): `empty` when it has no rows at all, else the rows
 * drawn by `children` with Previous and Next under them.
 */
export function PagedBody<Data extends { total: number }, Row>({
  query,
  list,
  paging,
  page,
  onPage,
  rows,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  list: PagedList;
  paging: { pages: number; first: number };
  page: number;
  onPage: (page: number) => void;
  rows: (data: Data) => readonly Row[];
  empty: ReactNode;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryBody query={query} loading={t(`${list}.loading`)} loadError={t(`${list}.loadError`)}>
      {(data) => {
        if (data.total === 0) return empty;
        const shown = rows(data);
        return (
          <>
            {children(shown)}
            <ListPager
              list={list}
              paging={paging}
              page={page}
              shown={shown.length}
              total={data.total}
              onPage={onPage}
            />
          </>
        );
      }}
    </QueryBody>
  );
}
