import { expect } from 'vitest';
import { SITE_APP_PREFIX } from '../../shared/api/siteApp.ts';

// Calls for the fault tests, made over a real socket to a server process:
// one API call that needs the database and no sign-in, and what came back.

export interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: unknown;
}

export async function call(baseUrl: string, path: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`);
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

/** Which company `localhost` belongs to: one query, open to guests (main.ts registers localhost at start). */
export const DATABASE_CALL = `${SITE_APP_PREFIX}/domains/localhost`;

/** What a call made while the database is away gets. */
export const DATABASE_AWAY = {
  status: 503,
  retryAfter: expect.stringMatching(/^\d+$/),
  body: { errors: [{ code: 'NOT_READY', msg: expect.any(String) }] },
};
