import type { Kysely } from 'kysely';
import { ROLES, type Role } from '../../shared/auth/roles.ts';
import type { MenuItem } from '../../shared/api/siteApp.ts';
import type { DB } from '../db/schema.ts';

// The main navigation, stored per site so a deployment can change it, and
// filtered here by the caller's roles: the server, not the browser, decides
// who sees Book (M00003, DOT-ADMIN only; spec §6). Names are the catalogue's
// Korean phrases, so the web app shows them in the user's language.

// In the spec's order: home, Canvas, Cloud, Book and Support.
export const DEFAULT_MENUS = [
  { menu_id: 'M00001', menu_name: '홈', menu_url: '/', required_role: null, sort_order: 1 },
  { menu_id: 'M00002', menu_name: '캔버스', menu_url: '/canvas', required_role: null, sort_order: 2 },
  { menu_id: 'M00004', menu_name: '클라우드', menu_url: '/cloud', required_role: null, sort_order: 3 },
  { menu_id: 'M00003', menu_name: '북', menu_url: '/book', required_role: ROLES.admin, sort_order: 4 },
  { menu_id: 'M00005', menu_name: '고객 지원', menu_url: '/support', required_role: null, sort_order: 5 },
] as const;

/** Gives a site the default menu when it has none; safe at every start and from several processes. */
export async function ensureDefaultMenus(db: Kysely<DB>, siteNo: number): Promise<void> {
  const any = await db.selectFrom('menus').select('menu_id').where('site_no', '=', siteNo).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('menus')
    .values(DEFAULT_MENUS.map((menu) => ({ ...menu, site_no: siteNo, parent_menu_id: null, menu_level: 1 })))
    .onConflict((c) => c.columns(['site_no', 'menu_id']).doNothing())
    .execute();
}

/**
 * The menu tree a caller may see: every item whose role they hold (or that
 * needs none), nested under its parent. With a menu id, that item's subtree.
 * An item hidden from the caller hides its children too.
 */
export async function visibleMenus(db: Kysely<DB>, siteNo: number, roles: readonly Role[], menuId?: string): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menus')
    .select(['menu_id', 'menu_name', 'menu_url', 'menu_level', 'parent_menu_id', 'required_role'])
    .where('site_no', '=', siteNo)
    .orderBy('menu_level')
    .orderBy('sort_order')
    .orderBy('menu_id')
    .execute();
  const visible = rows.filter((row) => row.required_role === null || (roles as readonly string[]).includes(row.required_role));
  const childrenOf = (parent: string | null): MenuItem[] =>
    visible
      .filter((row) => row.parent_menu_id === parent)
      .map((row) => ({
        MENU_ID: row.menu_id,
        MENU_NAME: row.menu_name,
        MENU_URL: row.menu_url,
        MENU_LEVEL: row.menu_level,
        PARENT_MENU_ID: row.parent_menu_id,
        children: childrenOf(row.menu_id),
      }));
  if (menuId === undefined) return childrenOf(null);
  const reachable = (items: MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      if (item.MENU_ID === menuId) return item;
      const found = reachable([...item.children]);
      if (found) return found;
    }
    return undefined;
  };
  const item = reachable(childrenOf(null));
  return item ? [item] : [];
}
