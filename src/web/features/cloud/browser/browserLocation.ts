import { DRIVE_PAGE_SIZE, ROOT_GROUP_NO, SORT_ORDERS, type SortOrder } from '../../../../shared/api/driveAppPaths.ts';

/** Where the browser is: kept in the address (?folder=&page=&q=&sort=), so Back, reload and links work. */
export interface BrowserLocation {
  readonly folder: string;
  readonly page: number;
  readonly search: string;
  readonly sort: SortOrder;
}

const MAX_SEARCH = 200;

export function parseLocation(params: URLSearchParams): BrowserLocation {
  const folder = params.get('folder');
  const page = Number(params.get('page'));
  const sort = params.get('sort') as SortOrder | null;
  return {
    folder: folder && /^\d+$/.test(folder) ? folder : ROOT_GROUP_NO,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    sort: sort && SORT_ORDERS.includes(sort) ? sort : 'LATEST',
  };
}

/** A change of folder, search or sort starts again on page 1; a new folder drops the search too. */
export function changeLocation(current: BrowserLocation, change: Partial<BrowserLocation>): BrowserLocation {
  const folderChanged = change.folder !== undefined && change.folder !== current.folder;
  const next = { ...current, ...(folderChanged ? { search: '' } : {}), ...change };
  const resetsPage = folderChanged || (change.search !== undefined && change.search !== current.search) || (change.sort !== undefined && change.sort !== current.sort);
  return resetsPage && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The address's query for a location; defaults are left out. */
export function locationParams(location: BrowserLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.folder !== ROOT_GROUP_NO) params.set('folder', location.folder);
  if (location.page > 1) params.set('page', String(location.page));
  if (location.search) params.set('q', location.search);
  if (location.sort !== 'LATEST') params.set('sort', location.sort);
  return params;
}

export function pageCountOf(total: number, pageSize = DRIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
