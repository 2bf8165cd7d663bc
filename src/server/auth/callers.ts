import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { IssuerUnavailable, TokenRejected, type TokenSubject, type TokenVerifier } from './tokenVerifier.ts';

// Who is calling: a guest (no token), a signed-in user (a token that passed
// verification, with their users row), or a rejected token. The caller's
// identity comes from the token alone, never from anything else the request
// says (a USER_NO in a path or body is checked against it, not believed).

export interface Caller extends TokenSubject {
  /** The user's USER_NO on the wire: the issuer's subject, stable across sign-ins. */
  readonly userNo: string;
  /** The users row, for the database's own references. */
  readonly userRowNo: string;
}

export type CallerLookup =
  | { readonly kind: 'guest' }
  | { readonly kind: 'signed-in'; readonly caller: Caller }
  | { readonly kind: 'rejected'; readonly reason: string }
  | { readonly kind: 'unavailable' };

/** The bearer token of an Authorization header, if it carries one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * How long a users row read for a subject is taken as it stands. Rows are
 * never deleted and a subject keeps its USER_NO, so only the name and login
 * can change; a server that has not seen another server's update to them
 * catches up within this.
 */
export const KNOWN_USER_MS = 60_000;
/** Subjects remembered at once (the least recently used go first). */
export const KNOWN_USERS = 1000;

interface KnownUser {
  readonly userNo: string;
  readonly loginId: string;
  readonly name: string;
  readonly until: number;
}

/** The users row for a token's subject, created on first sight and kept in step with the token's name. */
async function userRowFor(db: Kysely<DB>, subject: TokenSubject): Promise<string> {
  const existing = await db.selectFrom('users').select(['user_no', 'login_id', 'name']).where('subject', '=', subject.subject).executeTakeFirst();
  if (existing) {
    if (existing.login_id !== subject.loginId || existing.name !== subject.name) {
      await db.updateTable('users').set({ login_id: subject.loginId, name: subject.name }).where('user_no', '=', existing.user_no).execute();
    }
    return existing.user_no;
  }
  await db
    .insertInto('users')
    .values({ subject: subject.subject, login_id: subject.loginId, name: subject.name })
    .onConflict((c) => c.column('subject').doNothing())
    .execute();
  const row = await db.selectFrom('users').select('user_no').where('subject', '=', subject.subject).executeTakeFirstOrThrow();
  return row.user_no;
}

/**
 * userRowFor, remembered per subject for KNOWN_USER_MS: a signed-in request
 * then costs no query to learn who it is (issue 18: one statement of a
 * listing's four). A token whose name or login differs from the remembered
 * row goes to the database again.
 */
function knownUsers(db: Kysely<DB>, now: () => number): (subject: TokenSubject) => Promise<string> {
  const known = new Map<string, KnownUser>();
  return async (subject) => {
    const at = now();
    const hit = known.get(subject.subject);
    known.delete(subject.subject);
    if (hit && at < hit.until && hit.loginId === subject.loginId && hit.name === subject.name) {
      known.set(subject.subject, hit);
      return hit.userNo;
    }
    const userNo = await userRowFor(db, subject);
    known.set(subject.subject, { userNo, loginId: subject.loginId, name: subject.name, until: at + KNOWN_USER_MS });
    if (known.size > KNOWN_USERS) known.delete(known.keys().next().value as string);
    return userNo;
  };
}

export type CallerResolver = (authorization: string | undefined) => Promise<CallerLookup>;

export function createCallerResolver({ verifier, db, now = Date.now }: { verifier: TokenVerifier; db: Kysely<DB>; now?: () => number }): CallerResolver {
  const userRowOf = knownUsers(db, now);
  return async (authorization) => {
    if (authorization === undefined || authorization.trim() === '') return { kind: 'guest' };
    const token = bearerToken(authorization);
    if (!token) return { kind: 'rejected', reason: 'ERR_NOT_A_BEARER_TOKEN' };
    let subject: TokenSubject;
    try {
      subject = await verifier(token);
    } catch (error) {
      if (error instanceof TokenRejected) return { kind: 'rejected', reason: error.message };
      if (error instanceof IssuerUnavailable) return { kind: 'unavailable' };
      throw error;
    }
    return { kind: 'signed-in', caller: { ...subject, userNo: subject.subject, userRowNo: await userRowOf(subject) } };
  };
}
