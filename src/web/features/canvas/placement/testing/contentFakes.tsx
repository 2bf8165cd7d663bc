// Fakes for the content dialogs' tests: a braille translator behind a fake
// API (jsdom has no Web Worker, so useBraille asks "the server"), the image
// worker's handler run in the page with a fake decoder (no
// createImageBitmap in jsdom), and an audio player that plays nothing.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { BRAILLE_TABLES } from '../../../../../core/braille/index.ts';
import type { CanvasEditor, ToolId } from '../../../../../core/canvas/index.ts';
import type { RgbaImage } from '../../../../../core/image/index.ts';
import { BRAILLE_TABLES_PATH, BRAILLE_TRANSLATE_PATH } from '../../../../../shared/api/brailleAppPaths.ts';
import { ApiContext } from '../../../../api/ApiContext.tsx';
import type { ApiClient, ApiResult } from '../../../../api/apiTypes.ts';
import { createImageConverter, type ImageConverter, type ImageWorkerPort } from '../../image/imageConverter.ts';
import { ImageConverterContext } from '../../image/ImageConverterContext.tsx';
import type { ImageWorkerReply } from '../../image/protocol.ts';
import { createImageWorkerHandler } from '../../image/workerHandler.ts';
import { AudioPlayerContext, type PageAudioPlayer } from '../../../../ui/pageAudio/audioPlayer.ts';
import { preloadCanvasTranslator } from '../useCanvasTranslator.ts';

const LETTERS = 'a1b12c14d145e15f124g1245h125i24j245k13l123m134n1345o135p1234q12345r1235s234t2345u136v1236w2456x1346y13456z1356';

/** Uncontracted letters only: enough to check what reaches the pins. Anything else is the full cell. */
export function fakeBraille(line: string): string {
  const cells = new Map<string, number>();
  for (const match of LETTERS.matchAll(/([a-z])(\d+)/g)) {
    const [, letter = '', dots = ''] = match;
    cells.set(letter, [...dots].reduce((bits, dot) => bits | (1 << (Number(dot) - 1)), 0));
  }
  return [...line.toLowerCase()].map((character) => String.fromCharCode(0x2800 + (character === ' ' ? 0 : (cells.get(character) ?? 0x3f)))).join('');
}

/** The braille app as these tests need it: every table available, translation by fakeBraille; `fail` makes translation fail. */
export function fakeBrailleApi(options: { fail?: boolean } = {}) {
  const translate = vi.fn((lines: readonly string[]) => lines.map(fakeBraille));
  const answer = async <T,>(path: string, body?: unknown): Promise<ApiResult<T>> => {
    if (path === BRAILLE_TABLES_PATH) {
      return { ok: true, status: 200, data: { tables: BRAILLE_TABLES.map((table) => ({ code: table.code, available: true, engine: 'native' })) } as T };
    }
    if (path === BRAILLE_TRANSLATE_PATH && !options.fail) {
      const { lines } = body as { lines: string[] };
      return { ok: true, status: 200, data: { lines: translate(lines), engine: 'native' } as T };
    }
    return { ok: false, status: 500, errors: [{ code: 'TRANSLATION_FAILED', msg: 'failed' }] };
  };
  const client: ApiClient = {
    request: (_method, path, request) => answer(path, request?.body),
    get: (path) => answer(path),
    post: (path, request) => answer(path, request?.body),
    put: (path, request) => answer(path, request?.body),
    patch: (path, request) => answer(path, request?.body),
    delete: (path) => answer(path),
  };
  return { client, translate };
}

/** A 40×20 picture: white, with a black square in the middle. */
export function squarePicture(): RgbaImage {
  const width = 40;
  const height = 20;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 5; y < 15; y++) for (let x = 15; x < 25; x++) data.set([0, 0, 0, 255], (y * width + x) * 4);
  return { width, height, data };
}

/** The image worker's real handler, run in the page; `decode` stands in for createImageBitmap. */
export function inPageImageConverter(decode: (file: Blob) => Promise<RgbaImage> = async () => squarePicture()): ImageConverter & { decode: typeof decode } {
  const spy = vi.fn(decode);
  const port = (): ImageWorkerPort => {
    let listener: (reply: ImageWorkerReply) => void = () => undefined;
    const handle = createImageWorkerHandler({ decode: spy, post: (reply) => listener(reply), yieldToQueue: () => Promise.resolve() });
    return {
      post: (request) => void handle(request),
      onReply: (next) => (listener = next),
      onStop: () => undefined,
      terminate: () => undefined,
    };
  };
  return Object.assign(createImageConverter(port), { decode: spy });
}

/** An audio player that plays nothing: `check` answers as told, `play` and `pause` are recorded. */
export function fakeAudioPlayer(options: { playable?: boolean } = {}): PageAudioPlayer & { play: ReturnType<typeof vi.fn> } {
  const listeners = new Set<() => void>();
  let current: string | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const play = vi.fn(async (ref: string) => {
    current = ref;
    notify();
  });
  return {
    play,
    pause: vi.fn(() => {
      current = null;
      notify();
    }),
    setSpeed: vi.fn(),
    check: vi.fn(async () => options.playable ?? true),
    playing: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface ContentFakes {
  readonly api?: ApiClient;
  readonly converter?: ImageConverter;
  readonly audio?: PageAudioPlayer;
}

/** The providers the content dialogs and the pages panel use, with fakes. */
export function ContentProviders({ fakes, children }: { readonly fakes: ContentFakes; readonly children: ReactNode }) {
  // Made once: a new client or converter on every render would start everything over.
  const [made] = useState(() => ({
    client: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    api: fakes.api ?? fakeBrailleApi().client,
    converter: fakes.converter ?? inPageImageConverter(),
    audio: fakes.audio ?? fakeAudioPlayer(),
  }));
  return (
    <ApiContext.Provider value={made.api}>
      <QueryClientProvider client={made.client}>
        <ImageConverterContext.Provider value={made.converter}>
          <AudioPlayerContext.Provider value={made.audio}>{children}</AudioPlayerContext.Provider>
        </ImageConverterContext.Provider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}

/**
 * Loads the translator's module before a test: a component that suspends on
 * it inside a test is retried only within an awaited act, so tests load it
 * first and open dialogs inside `await act(async …)`.
 */
export async function loadTranslatorModule(): Promise<void> {
  await preloadCanvasTranslator();
}

/** Uses a placing tool at a point, as a press and release on the grid do. */
export async function placeWithTool(editor: CanvasEditor, tool: ToolId, x: number, y: number) {
  // Awaited: a dialog suspends while the translator's module loads, and React retries only inside an awaited act.
  await act(async () => {
    editor.selectTool(tool);
    editor.pointer({ phase: 'down', point: { x, y }, shift: false, ctrl: false });
    editor.pointer({ phase: 'up', point: { x, y }, shift: false, ctrl: false });
  });
}
