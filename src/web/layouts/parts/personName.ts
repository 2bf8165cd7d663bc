import type { SessionInfo } from '../../../shared/auth/session.ts';

/**
 * How the header and Easy home name the signed-in person: their name, and
 * their login id beside it when the two differ, so a name shared by many
 * (the seeded "User") still says who it is; the login id alone when there is
 * no name.
 */
export function personName(session: SessionInfo): string {
  const name = session.name.trim();
  if (name === '' || name === session.userId) return session.userId;
  return `${name} (${session.userId})`;
}
