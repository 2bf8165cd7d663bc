import { GUEST_USER_NO } from '../../../shared/auth/roles.ts';
import { domainPath, menusPath } from '../../../shared/api/siteApp.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useSession } from '../../auth/SessionContext.tsx';

/** A top-level item of the server's menu (spec §7), as the API client hands it over. */
export interface ServerMenuItem {
  readonly menuId: string;
  /** A catalogue key (a Korean phrase), or a name a deployment typed in. */
  readonly menuName: string;
  readonly menuUrl: string;
}

interface Site {
  readonly compNo: number;
  readonly siteNo: number;
}

/**
 * The main menu as the server decides it for this user (spec §6: Book only
 * for administrators); undefined until it arrives or when it cannot, so the
 * navigation can show its built-in items meanwhile.
 */
export function useServerMenu(): readonly ServerMenuItem[] | undefined {
  const session = useSession();
  const userNo = session?.userNo ?? GUEST_USER_NO;
  const hostname = window.location.hostname;
  // Which site this is does not change while the page is open.
  const site = useApiQuery(['site', hostname], (api) => api.get<Site>(domainPath(hostname)), { staleTime: Infinity });
  const menus = useApiQuery(
    ['menus', site.data?.siteNo, site.data?.compNo, userNo],
    (api) => api.get<{ items: ServerMenuItem[] }>(menusPath(site.data?.siteNo ?? 0, site.data?.compNo ?? 0, userNo), { auth: userNo !== GUEST_USER_NO }),
    { enabled: site.data !== undefined },
  );
  return Array.isArray(menus.data?.items) ? menus.data.items : undefined;
}
