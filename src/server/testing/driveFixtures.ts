import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DRIVE_PATHS, type DriveKindCode } from '../../shared/api/driveAppPaths.ts';
import type { WireFile, WireFolder } from '../../shared/api/driveAppTypes.ts';
import { dtmsToJson, type DtmsJson } from '../../core/dtms/index.ts';
import { gridForModel, setPin, type DeviceModel } from '../../core/pins/index.ts';
import type { DriveTestApp, TestUser } from './driveTestApp.ts';

// Test data for the drive, made through the routes as a person would: DTMS
// documents written by core's writer (or Dot's sample), folders and files
// created with POST /dtm/groups and POST /dtm/images/from-dtms.

export const SAMPLE_DTMS_PATH = fileURLToPath(new URL('../../../../shared/fixtures/dot/sample-320.dtms', import.meta.url));
export const SAMPLE_DTM_PATH = fileURLToPath(new URL('../../../../shared/fixtures/dot/sample-320.dtm', import.meta.url));

/** Dot's 5-page sample as text. */
export const sampleDtmsText = (): string => readFileSync(SAMPLE_DTMS_PATH, 'utf8');

/** A small document from core's writer: `pages` pages, each with one raised pin and print text 'page n'. */
export function dtmsDocument(options: { title?: string; pages?: number; model?: DeviceModel } = {}): DtmsJson {
  const model = options.model ?? 320;
  return dtmsToJson({
    title: options.title ?? 'Test',
    lang: 'english',
    langOption: '1',
    model,
    items: Array.from({ length: options.pages ?? 1 }, (_, index) => ({
      page: index + 1,
      title: `page ${index + 1}`,
      graphic: { name: `${index + 1}.dtm`, grid: setPin(gridForModel(model), index, index) },
      text: { name: `${index + 1}.txt`, cells: new Uint8Array([1, 3]), plain: `page ${index + 1}` },
    })),
  });
}

/** `{data}` of a response, after checking its status. */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

/** The first error code of a response, after checking its status. */
export function errorOf(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { errors: { code: string; msg: string }[] };
  expect(response.body).not.toMatch(/at .+\.ts:\d+/);
  return body.errors[0]?.code ?? '';
}

export async function makeFolder(t: DriveTestApp, user: TestUser, name: string, parent: string | null = null, kind: DriveKindCode = 'P'): Promise<WireFolder> {
  const response = await t.call(user, {
    method: 'POST',
    url: DRIVE_PATHS.createGroup,
    payload: { DTM_GROUP_NAME: name, PARENT_GROUP_NO: parent ?? 'ROOT', DRIVER_KIND: kind },
  });
  return dataOf<WireFolder>(response, 201);
}

export async function makeFile(
  t: DriveTestApp,
  user: TestUser,
  name: string,
  options: { group?: string | null; pages?: number; model?: DeviceModel; document?: unknown } = {},
): Promise<WireFile> {
  const response = await t.call(user, {
    method: 'POST',
    url: DRIVE_PATHS.createFromDtms,
    payload: { DTM_NAME: name, DTM_GROUP_NO: options.group ?? '', DTMS_JSON: options.document ?? dtmsDocument({ title: name, pages: options.pages ?? 1, model: options.model ?? 320 }) },
  });
  return dataOf<WireFile>(response, 201);
}

/** Moves a file or folder to the trash through PATCH …/status. */
export async function trash(t: DriveTestApp, user: TestUser, kind: 'images' | 'groups', id: string): Promise<void> {
  dataOf(await t.call(user, { method: 'PATCH', url: DRIVE_PATHS.status(kind, id), payload: { STATUS: 'TRASHED' } }));
}

/** Names of a listing's items, in order. */
export const namesOf = (listing: { items: readonly { FILE_NAME: string }[] }): string[] => listing.items.map((item) => item.FILE_NAME);

/** A multipart/form-data body with fields and one file part named FILE. */
export function multipartBody(fields: Record<string, string>, file: { name: string; bytes: Uint8Array; type?: string }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----drive-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="FILE"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads Dot's sample DTM picture (a file whose content is a blob) through POST /dtms/images. */
export async function uploadSampleDtm(t: DriveTestApp, user: TestUser, group: string | null = null): Promise<WireFile> {
  const body = multipartBody(group === null ? {} : { DTM_GROUP_NO: group }, { name: 'sample.dtm', bytes: readFileSync(SAMPLE_DTM_PATH) });
  const result = dataOf<{ items: WireFile[] }>(await t.call(user, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...body }), 201);
  expect(result.items).toHaveLength(1);
  return result.items[0] as WireFile;
}
