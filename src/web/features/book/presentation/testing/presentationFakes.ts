// Fakes for presentation mode's tests: an API client answering by path, and
// the drive's answers a presentation reads (page audio, a tactile picture).

import { dtmsToJson } from '../../../../../core/dtms/index.ts';
import { createGrid, setPin } from '../../../../../core/pins/index.ts';
import type { ApiClient, ApiResult } from '../../../../api/apiTypes.ts';

export interface FakeClient extends ApiClient {
  /** Every GET made: its path and options. */
  readonly gets: { readonly path: string; readonly options: unknown }[];
}

/** Answers GETs by their path (the first answer whose key the path includes), 404 for anything else. */
export function fakeClient(answers: Readonly<Record<string, ApiResult<unknown>>>): FakeClient {
  const gets: { path: string; options: unknown }[] = [];
  const notFound: ApiResult<unknown> = { ok: false, status: 404, errors: [] };
  const refuse = async () => notFound;
  const get = async (path: string, options?: unknown) => {
    gets.push({ path, options });
    const key = Object.keys(answers).find((part) => path.includes(part));
    return key === undefined ? notFound : answers[key];
  };
  return { gets, get, request: refuse, post: refuse, put: refuse, patch: refuse, delete: refuse } as unknown as FakeClient;
}

/** A one-page DTMS for the 320 with pin (0, 0) raised and text cell ⠁, keys camelCased as the API client hands them over. */
export function tactileAnswer(): ApiResult<unknown> {
  const json = dtmsToJson({
    title: 'Map',
    lang: 'english',
    langOption: '2',
    model: 320,
    items: [{ page: 1, title: 'Map', graphic: { name: '1.dtm', grid: setPin(createGrid(60, 40), 0, 0) }, text: { name: '1.txt', cells: new Uint8Array([1]), plain: 'a' } }],
  });
  const { lang_option: langOption, ...rest } = json;
  return { ok: true, status: 200, data: { dtmsJson: { ...rest, langOption } } };
}

/** GET /dtma/audio/sync's answer: page numbers with their audio, play mode and speed. */
export function audioAnswer(pages: readonly { readonly pageNo: number; readonly url: string; readonly mode: 'auto' | 'manual'; readonly rate: number }[]): ApiResult<unknown> {
  return {
    ok: true,
    status: 200,
    data: { items: pages.map((page) => ({ pageNo: page.pageNo, altText: '', audioUrl: page.url, audioPlayMode: page.mode, playbackRate: page.rate })) },
  };
}

/**
 * The English catalogue with this folder's new messages added from their
 * descriptions' `English: "…"`, until the integrator writes them into
 * locales/en.json (where the catalogue's own text then wins).
 */
export function englishWith(catalogue: Readonly<Record<string, string>>, messages: Readonly<Record<string, { readonly id: string; readonly description?: string | object }>>): Record<string, string> {
  const added: Record<string, string> = {};
  for (const { id, description } of Object.values(messages)) {
    const english = typeof description === 'string' ? /English: "(.*)"$/.exec(description)?.[1] : undefined;
    if (english !== undefined && catalogue[id] === undefined) added[id] = english;
  }
  return { ...added, ...catalogue };
}
