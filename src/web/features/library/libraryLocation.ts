import { LIBRARY_CATEGORIES, SORT_ORDERS, type LibraryCategory, type SortOrder } from '../../../shared/api/driveAppPaths.ts';

/** Where the library is: in the address (?category=&q=&sort=&page=), so a filtered list can be linked to. */
export interface LibraryLocation {
  readonly category: LibraryCategory | undefined;
  readonly search: string;
  readonly sort: SortOrder;
  readonly page: number;
}

export function parseLibraryLocation(params: URLSearchParams): LibraryLocation {
  const category = params.get('category') as LibraryCategory | null;
  const sort = params.get('sort') as SortOrder | null;
  const page = Number(params.get('page'));
  return {
    category: category && LIBRARY_CATEGORIES.includes(category) ? category : undefined,
    search: (params.get('q') ?? '').slice(0, 200),
    sort: sort && SORT_ORDERS.includes(sort) ? sort : 'LATEST',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Any change but the page's starts again on page 1. */
export function libraryParams(current: LibraryLocation, change: Partial<LibraryLocation>): URLSearchParams {
  const next = { ...current, ...change, ...(change.page === undefined ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  if (next.category) params.set('category', next.category);
  if (next.search) params.set('q', next.search);
  if (next.sort !== 'LATEST') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
