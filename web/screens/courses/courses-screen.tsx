import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_SIZE } from '../../../common/api/catalogue-limits';
import {
  type CatalogueState,
  readCatalogueState,
  toSearchInput,
  writeCatalogueState,
} from '../../../common/api/catalogue-params';
import { catalogueFirstRead, catalogueKeys, fetchCatalogue } from '../../api/catalogue';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { Icon } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { CatalogueFilters } from './catalogue-filters';
import { CourseCard } from './course-card';

/** The course catalogue (spec §2 /courses/): search, filters, sort and cards, a page at a time. */
export function CoursesScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readCatalogueState(searchParams);
  const input = toSearchInput(state);
  usePageTitle(state.q ? t('catalogue.searchTitle', { query: state.q }) : t('catalogue.title'));
  const results = useInfiniteQuery({
    queryKey: catalogueKeys.search(input),
    queryFn: ({ pageParam }) => fetchCatalogue(input, pageParam),
    initialPageParam: 0,
    ...catalogueFirstRead(input),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * CATALOGUE_PAGE_SIZE : undefined),
  });
  const update = (next: CatalogueState) => setSearchParams(writeCatalogueState(next));
  const cards = results.data?.pages.flatMap((page) => page.courses) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader
        title={state.q ? t('catalogue.searchHeading', { query: state.q }) : t('catalogue.heading')}
        lead={t('catalogue.lead')}
      >
        <CatalogueSearchForm key={state.q} query={state.q} onSearch={(q) => update({ ...state, q })} />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <CatalogueFilters state={state} onChange={update} />
        <div>
          {results.isPending ? (
            <p role="status" className="text-slate-700">
              {t('catalogue.loading')}
            </p>
          ) : results.isError && cards.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <FormAlert message={t('catalogue.loadError')} />
              <button type="button" onClick={() => results.refetch()} className={SECONDARY_BUTTON}>
                {t('catalogue.retry')}
              </button>
            </div>
          ) : cards.length === 0 ? (
            <div className="rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
              <Icon name="search" className="mx-auto size-8 text-brand-700" />
              <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('catalogue.emptyTitle')}</h2>
              <p className="mt-2 text-slate-700">{t('catalogue.emptyBody')}</p>
            </div>
          ) : (
            <>
              <p role="status" className="mb-4 text-sm text-slate-700">
                {t('catalogue.resultCount', { count: total })}
              </p>
              <ul className="grid gap-6 min-[600px]:grid-cols-2 lg:grid-cols-3">
                {cards.map((course, index) => (
                  <CourseCard key={course.path} course={course} eager={index < 3} />
                ))}
              </ul>
              {results.isFetchNextPageError && <FormAlert message={t('catalogue.loadError')} />}
              {results.hasNextPage && (
                <div className="mt-8 flex justify-center">
                  <button
                    type="button"
                    onClick={() => results.fetchNextPage()}
                    disabled={results.isFetchingNextPage}
                    className={SECONDARY_BUTTON}
                  >
                    {results.isFetchingNextPage ? t('catalogue.loading') : t('catalogue.loadMore')}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}

function CatalogueSearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form onSubmit={submit} className="flex w-full max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {t('catalogue.searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-2 text-slate-900"
      />
      <button type="submit" className={SECONDARY_BUTTON}>
        {t('catalogue.searchSubmit')}
      </button>
    </form>
  );
}
