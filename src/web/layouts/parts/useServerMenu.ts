import { useEffect, useState } from 'react';
import { GUEST_USER_NO } from '../../../shared/auth/roles.ts';
import { domainPath, menusPath } from '../../../shared/api/siteApp.ts';
import type { ApiClient } from '../../api/apiTypes.ts';
import { useApi } from '../../api/ApiContext.tsx';
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

// Which site this is does not change while the page is open: ask once.
let site: Promise<Site | undefined> | undefined;
function siteOf(api: ApiClient): Promise<Site | undefined> {
  site ??= api.get<Site>(domainPath(window.location.hostname)).then((result) => (result.ok ? result.data : undefined));
  return site;
}

/**
 * The main menu as the server decides it for this user (spec §6: Book only
 * for administrators); undefined until it arrives or when it cannot, so the
 * navigation can show its built-in items meanwhile.
 */
export function useServerMenu(): readonly ServerMenuItem[] | undefined {
  const api = useApi();
  const session = useSession();
  const userNo = session?.userNo ?? GUEST_USER_NO;
  const [menu, setMenu] = useState<{ userNo: string; items: readonly ServerMenuItem[] }>();

  useEffect(() => {
    let current = true;
    void (async () => {
      const found = await siteOf(api);
      if (!found || !current) return;
      const result = await api.get<{ items: ServerMenuItem[] }>(menusPath(found.siteNo, found.compNo, userNo), { auth: userNo !== GUEST_USER_NO });
      if (current && result.ok && Array.isArray(result.data.items)) setMenu({ userNo, items: result.data.items });
    })();
    return () => {
      current = false;
    };
  }, [api, userNo]);

  return menu?.userNo === userNo ? menu.items : undefined;
}
