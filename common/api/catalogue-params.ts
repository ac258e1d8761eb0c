import { CATALOGUE_SORTS, type CatalogueSort } from '../domain/course-classification';
import type { CatalogueSearchInput } from './catalogue';

/** The list filters of the catalogue, kept in the URL as bracket arrays (`sector[]=…`). */
export const LIST_FILTERS = ['category', 'courseType', 'sector', 'classification', 'language'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/**
 * The credential country filter (spec §9: Any, AU, US; Any is no filter): a course's country is its
 * credential framework's (common/domain/opencred-frameworks.ts), and no framework is of US yet.
 */
export const CREDENTIAL_COUNTRIES = ['AU', 'US'] as const;
export type CredentialCountry = (typeof CREDENTIAL_COUNTRIES)[number];

/** What the catalogue shows: the query, filters and sort read from the URL. */
export interface CatalogueState {
  q: string;
  lists: Record<ListFilter, string[]>;
  learningHours: number | null;
  credentialCountry: CredentialCountry | null;
  /** The address of the institution whose courses are shown; null for any. */
  institution: string | null;
  sort: CatalogueSort;
}

/** An address's query string as URLSearchParams reads it (common has no DOM types). */
export interface QueryStringReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** Read the catalogue's state from the address's query string; unknown values are ignored. */
export function readCatalogueState(params: QueryStringReader): CatalogueState {
  const hours = Number(params.get('learningHours'));
  const sort = params.get('sort');
  const country = params.get('credentialCountry');
  return {
    q: params.get('q')?.trim() ?? '',
    lists: Object.fromEntries(LIST_FILTERS.map((name) => [name, params.getAll(`${name}[]`)])) as Record<
      ListFilter,
      string[]
    >,
    learningHours: Number.isFinite(hours) && hours > 0 ? hours : null,
    credentialCountry: (CREDENTIAL_COUNTRIES as readonly string[]).includes(country ?? '')
      ? (country as CredentialCountry)
      : null,
    institution: params.get('institution')?.trim().toLowerCase() || null,
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogueSort) : 'relevance',
  };
}

/** The query string of `state` as name and value pairs, leaving out what is empty or the default. */
export function writeCatalogueState(state: CatalogueState): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (state.q) params.push(['q', state.q]);
  for (const name of LIST_FILTERS) for (const value of state.lists[name]) params.push([`${name}[]`, value]);
  if (state.learningHours !== null) params.push(['learningHours', String(state.learningHours)]);
  if (state.credentialCountry !== null) params.push(['credentialCountry', state.credentialCountry]);
  if (state.institution !== null) params.push(['institution', state.institution]);
  if (state.sort !== 'relevance') params.push(['sort', state.sort]);
  return params;
}

/** The search input of `state` (the page is added by the caller). */
export function toSearchInput(state: CatalogueState): CatalogueSearchInput {
  return {
    q: state.q,
    ...state.lists,
    ...(state.learningHours !== null && { learningHours: state.learningHours }),
    ...(state.credentialCountry !== null && { credentialCountry: state.credentialCountry }),
    ...(state.institution !== null && { institution: state.institution }),
    sort: state.sort,
  } as CatalogueSearchInput;
}
