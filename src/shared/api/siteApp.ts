import { z } from 'zod/mini';

// Site app calls (spec §7). Answers carry UPPER_SNAKE keys inside `data`.
export const SITE_APP_PREFIX = '/site-app/v1';

/** GET /site-app/v1/domains/{domain} → the company that serves this domain. */
export const domainPath = (domain: string) => `${SITE_APP_PREFIX}/domains/${encodeURIComponent(domain)}`;

/** A host name as browsers send it: letters, digits, dots and hyphens, at most 253 characters. */
export const domainParam = z.string().check(z.maxLength(253), z.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i));

/** COMP_NO as the spec says; SITE_NO too, the site the menus call needs. */
export const domainResponse = z.object({ COMP_NO: z.number(), SITE_NO: z.number() });
export type DomainResponse = z.infer<typeof domainResponse>;

// Menus: the server decides which items a caller sees. Keys are UPPER_SNAKE
// on the wire except `children`, as the spec names it.
 
export interface MenuItem {
  readonly MENU_ID: string;
  readonly MENU_NAME: string;
  readonly MENU_URL: string;
  readonly MENU_LEVEL: number;
  readonly PARENT_MENU_ID: string | null;
  readonly children: readonly MenuItem[];
}

export interface MenusResponse {
  readonly items: readonly MenuItem[];
}

/** `{siteNo}-{compNo}` in the menus path. */
export const siteCompParam = z.string().check(z.regex(/^[1-9]\d{0,9}-[1-9]\d{0,9}$/));
export const menuIdParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));
/** A USER_NO: an issuer's subject, or GUEST. */
export const userNoParam = z.string().check(z.minLength(1), z.maxLength(255));

export function menusPath(siteNo: number, compNo: number, userNo: string, menuId?: string): string {
  return `${SITE_APP_PREFIX}/sites/${siteNo}-${compNo}/users/${encodeURIComponent(userNo)}/menus${menuId ? `/${encodeURIComponent(menuId)}` : ''}`;
}
