import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { WireBookSaved } from '../../shared/api/driveAppTypes.ts';
import { dataOf } from './driveFixtures.ts';
import type { DriveTestApp, TestUser } from './driveTestApp.ts';
import { multipartForm } from './multipartForm.ts';

// Book documents in tests, sent as the editor sends them: a form in one of
// the three encodings the routes take.

export type BookEncoding = 'multipart' | 'urlencoded' | 'json';
export const BOOK_ENCODINGS: readonly BookEncoding[] = ['multipart', 'urlencoded', 'json'];

/** Fields as a request body in the given encoding; [name, value] pairs so a field can be repeated. */
export function bookForm(fields: Record<string, string> | readonly (readonly [string, string])[], encoding: BookEncoding): Pick<InjectOptions, 'payload' | 'headers'> {
  const pairs = Array.isArray(fields) ? (fields as readonly (readonly [string, string])[]) : Object.entries(fields);
  if (encoding === 'multipart') {
    const form = multipartForm(pairs.map(([name, value]) => ({ name, value })));
    return { payload: form.payload, headers: form.headers };
  }
  if (encoding === 'urlencoded') {
    const params = new URLSearchParams();
    for (const [name, value] of pairs) params.append(name, value);
    return { payload: params.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return { payload: JSON.stringify(Object.fromEntries(pairs)), headers: { 'content-type': 'application/json' } };
}

export function createBook(t: DriveTestApp, user: TestUser | null, fields: Record<string, string> | readonly (readonly [string, string])[], encoding: BookEncoding = 'multipart'): Promise<LightMyRequestResponse> {
  return t.call(user, { method: 'POST', url: DRIVE_PATHS.htmlFromString, ...bookForm(fields, encoding) });
}

export function saveBook(t: DriveTestApp, user: TestUser | null, fields: Record<string, string> | readonly (readonly [string, string])[], encoding: BookEncoding = 'multipart'): Promise<LightMyRequestResponse> {
  return t.call(user, { method: 'PUT', url: DRIVE_PATHS.html, ...bookForm(fields, encoding) });
}

export function readBook(t: DriveTestApp, user: TestUser | null, dtmNo: string): Promise<LightMyRequestResponse> {
  return t.call(user, { method: 'GET', url: DRIVE_PATHS.html, query: { DTM_NO: dtmNo } });
}

/** A new document of the owner's, from an HTML body fragment. */
export async function makeBook(t: DriveTestApp, user: TestUser, name: string, body: string, fields: Record<string, string> = {}): Promise<WireBookSaved> {
  return dataOf<WireBookSaved>(await createBook(t, user, { HTML_STRING: body, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300', ...fields }), 201);
}
