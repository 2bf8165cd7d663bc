import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { domainPath, menusPath } from '../../../../shared/api/siteApp.ts';
import { GUEST_USER_NO } from '../../../../shared/auth/roles.ts';
import { useApiQuery } from '../../../api/useApiQuery.ts';
import { useSession } from '../../../auth/SessionContext.tsx';
import { announce } from '../../../ui/announcer.ts';
import { testPageMessages as m } from '../messages.ts';

interface Site {
  readonly compNo: number;
  readonly siteNo: number;
}
interface MenuEntry {
  readonly menuId: string;
  readonly menuName: string;
  readonly menuUrl: string;
  readonly children?: readonly MenuEntry[];
}

/**
 * /test/menu-reload: the server's menu for this user, fetched again on
 * demand. It shares the header's query (same key), so a reload refreshes the
 * navigation too; the time of the last answer is shown and the result spoken.
 */
export default function MenuReloadPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const userNo = useSession()?.userNo ?? GUEST_USER_NO;
  const hostname = window.location.hostname;
  const site = useApiQuery(['site', hostname], (api) => api.get<Site>(domainPath(hostname)), { staleTime: Infinity });
  const key = ['menus', site.data?.siteNo, site.data?.compNo, userNo];
  const menus = useApiQuery(
    key,
    (api) => api.get<{ items: MenuEntry[] }>(menusPath(site.data?.siteNo ?? 0, site.data?.compNo ?? 0, userNo), { auth: userNo !== GUEST_USER_NO }),
    { enabled: site.data !== undefined },
  );
  const items = Array.isArray(menus.data?.items) ? menus.data.items : [];

  async function reload() {
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    const state = queryClient.getQueryState<{ items: MenuEntry[] }>(key);
    if (state?.status === 'error') announce(intl.formatMessage(m.menuFailed), 'assertive');
    else announce(intl.formatMessage(m.menuReloaded, { count: state?.data?.items.length ?? 0 }));
  }

  return (
    <section className="panel" aria-labelledby="menu-heading">
      <h2 id="menu-heading">{intl.formatMessage(m.menuHeading)}</h2>
      <div className="button-row">
        <Button className="button button--primary" onPress={() => void reload()} isDisabled={site.data === undefined || menus.isFetching}>
          {intl.formatMessage(m.menuReload)}
        </Button>
      </div>
      {(site.isError || menus.isError) && <p className="field-error">{intl.formatMessage(m.menuFailed)}</p>}
      {menus.isPending && !site.isError && <p className="field-note">{intl.formatMessage(m.loading)}</p>}
      {menus.dataUpdatedAt > 0 && (
        <p data-testid="menu-fetched-at">
          {intl.formatMessage(m.menuFetchedAt, { time: intl.formatTime(menus.dataUpdatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}
        </p>
      )}
      {items.length > 0 && <MenuTree items={items} label={intl.formatMessage(m.menuHeading)} />}
    </section>
  );
}

function MenuTree({ items, label }: { readonly items: readonly MenuEntry[]; readonly label?: string }) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.menuId}>
          <span>{item.menuName}</span> <code>{item.menuUrl}</code> <code>{item.menuId}</code>
          {item.children && item.children.length > 0 && <MenuTree items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
