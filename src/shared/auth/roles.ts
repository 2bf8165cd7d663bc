// Roles live in the access token under this client resource (spec §6).
export const ROLE_RESOURCE = 'dot-saas-user';

export const ROLES = {
  admin: 'DOT-ADMIN',
  user: 'DOT-USER',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** USER_NO of a visitor who is not signed in. */
export const GUEST_USER_NO = 'GUEST';

/** Whether a token subject would pass for the guest's USER_NO (in any letter case): no signed-in user may have it. */
export function isReservedUserNo(value: string): boolean {
  return value.toUpperCase() === GUEST_USER_NO;
}

export function isRole(value: unknown): value is Role {
  return value === ROLES.admin || value === ROLES.user;
}
