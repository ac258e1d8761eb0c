import type { CatalogueSearchInput } from '../../../common/api/catalogue';
import { CATALOGUE_SORTS, type CatalogueSort } from '../../../common/domain/course-classification';

/** The list filters of the catalogue, kept in the URL as bracket arrays (`sector[]=…`). */
export const LIST_FILTERS = ['category', 'courseType', 'sector', 'classification', 'language'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** What the catalogue shows: the query, filters and sort read from the URL. */
export interface CatalogueState {
  q: string;
  lists: Record<ListFilter, string[]>;
  learningHours: number | null;
  sort: CatalogueSort;
}

/** Read the catalogue's state from the address's query string; unknown values are ignored. */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const hours = Number(params.get('learningHours'));
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    lists: Object.fromEntries(LIST_FILTERS.map((name) => [name, params.getAll(`${name}[]`)])) as Record<
      ListFilter,
      string[]
    >,
    learningHours: Number.isFinite(hours) && hours > 0 ? hours : null,
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogueSort) : 'relevance',
  };
}

/** The query string of `state`, leaving out what is empty or the default. */
export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of LIST_FILTERS) for (const value of state.lists[name]) params.append(`${name}[]`, value);
  if (state.learningHours !== null) params.set('learningHours', String(state.learningHours));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  return params;
}

/** The search input of `state` (the page is added by the caller). */
export function toSearchInput(state: CatalogueState): CatalogueSearchInput {
  return {
    q: state.q,
    ...state.lists,
    ...(state.learningHours !== null && { learningHours: state.learningHours }),
    sort: state.sort,
  } as CatalogueSearchInput;
}
