import { ROLE_RESOURCE, isRole, type Role } from './roles.ts';

/** Who is signed in, as the spec's session info names it (NAME, USER_ID, USER_NO, USER_ROLES). */
export interface SessionInfo {
  readonly name: string;
  readonly userId: string;
  readonly userNo: string;
  readonly roles: readonly Role[];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Session info from an access token's claims (Keycloak's layout). Unknown
 * roles are dropped, so a token can never grant a role the product lacks.
 * Returns undefined when the claims name no user.
 */
export function sessionFromClaims(claims: unknown): SessionInfo | undefined {
  const c = record(claims);
  const userId = text(c?.['preferred_username']) ?? text(c?.['sub']);
  if (!c || !userId) return undefined;
  const resource = record(record(c['resource_access'])?.[ROLE_RESOURCE]);
  const rawRoles = Array.isArray(resource?.['roles']) ? (resource['roles'] as unknown[]) : [];
  return {
    name: text(c['name']) ?? userId,
    userId,
    userNo: text(c['user_no']) ?? text(c['sub']) ?? userId,
    roles: [...new Set(rawRoles.filter(isRole))],
  };
}

export function hasRole(session: SessionInfo | undefined, role: Role): boolean {
  return session?.roles.includes(role) ?? false;
}
