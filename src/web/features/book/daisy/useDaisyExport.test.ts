import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { DAISY_FAILURE_CODES } from '../../../../shared/api/daisy.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import { attachToastRegion, type ToastContent } from '../../../ui/toasts.ts';
import { DAISY_POLL_MS, stopFollowingDaisyBooks } from './followDaisyBook.ts';
import { createDaisyExport } from './useDaisyExport.ts';

// The export's actions as the dialog and the toasts use them: start (POST,
// toast), the job followed (fake timers) to its toast, Download and Listen.

const intl = createIntl({ locale: 'en', defaultLocale: 'ko', messages: en });
const doc = { dtmNo: '42', title: 'Geography' };
const request = { audio: true, voice: 'female', rate: 175 } as const;

const statusOf = (status: string, change: Record<string, unknown> = {}): ApiResult<unknown> => ({
  ok: true,
  status: 200,
  data: { dtmNo: '42', status, audio: 'Y', voice: 'female', rate: 175, errorCode: null, error: null, createdAt: null, size: null, totalTime: null, ...change },
});

function setUp(started: ApiResult<unknown>, ...states: ApiResult<unknown>[]) {
  let asked = 0;
  const client = {
    post: vi.fn(async () => started),
    get: vi.fn(async () => states[Math.min(asked++, states.length - 1)]),
  } as unknown as ApiClient & { post: ReturnType<typeof vi.fn>; get: ReturnType<typeof vi.fn> };
  const fetch = vi.fn(async () => new Response('PK', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="Geography.zip"' } }));
  const save = vi.fn();
  const navigate = vi.fn();
  const auth = { accessToken: () => 'tok', hasRefreshToken: () => false, refresh: async () => 'rejected' as const };
  const daisy = createDaisyExport({ client, downloads: { fetch, auth, onSessionProblem: () => undefined, save }, intl, navigate, isVisible: () => true });
  return { daisy, client, fetch, save, navigate };
}

let toasts: ToastContent[] = [];
let detach: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  toasts = [];
  detach = attachToastRegion((content) => toasts.push(content));
});
afterEach(() => {
  detach();
  stopFollowingDaisyBooks();
  vi.useRealTimers();
});

describe('the DAISY export', () => {
  it('starts the book, says it is being made, and once made offers Download and Listen', async () => {
    const { daisy, client, fetch, save, navigate } = setUp({ ok: true, status: 201, data: {} }, statusOf('ONGOING'), statusOf('SUCCESS'));
    expect(await daisy.start(doc, request)).toBe(true);
    expect(client.post).toHaveBeenCalledWith('/drive-app/v1/doc/daisy-convert', { auth: true, body: { dtmNo: '42', format: 'DAISY3', audio: 'Y', voice: 'female', rate: 175 } });
    expect(toasts).toEqual([{ text: 'Making the DAISY book of “Geography”…', tone: 'info' }]);
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS);
    expect(toasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS);
    expect(client.get).toHaveBeenCalledWith('/drive-app/v1/doc/daisy-status', { auth: true, query: { dtmNo: '42' } });
    const ready = toasts[1];
    expect(ready).toMatchObject({ text: 'DAISY book of “Geography” ready.', tone: 'success' });
    expect(ready?.actions?.map((action) => action.label)).toEqual(['Download', 'Listen']);

    ready?.actions?.[1]?.onAction();
    expect(navigate).toHaveBeenCalledWith('/listen?dtmNo=42');
    ready?.actions?.[0]?.onAction();
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'Geography.zip'));
    expect(fetch).toHaveBeenCalledWith('/drive-app/v1/doc/daisy?DTM_NO=42', { headers: { Authorization: 'Bearer tok' } });
    expect(toasts.at(-1)).toEqual({ text: 'Downloaded Geography.zip.', tone: 'success' });
  });

  it('words a failed book with its reason', async () => {
    const { daisy } = setUp({ ok: true, status: 201, data: {} }, statusOf('ONGOING'), statusOf('FAILED', { errorCode: 'TIMED_OUT' }));
    await daisy.start(doc, request);
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 3);
    expect(toasts.at(-1)).toEqual({ text: 'The DAISY book of “Geography” could not be made. Making the book took too long and was stopped.', tone: 'error' });
  });

  it('words every failure code, each differently', async () => {
    const texts = new Set<string>();
    for (const code of DAISY_FAILURE_CODES) {
      const { daisy } = setUp({ ok: true, status: 201, data: {} }, statusOf('FAILED', { errorCode: code }));
      await daisy.start({ dtmNo: code, title: 'T' }, request);
      await vi.advanceTimersByTimeAsync(DAISY_POLL_MS);
      const text = toasts.at(-1)?.text ?? '';
      expect(text).toMatch(/^The DAISY book of “T” could not be made\. \S/);
      texts.add(text);
    }
    expect(texts.size).toBe(DAISY_FAILURE_CODES.length);
  });

  it('says why the server refused to start, and follows nothing', async () => {
    const cases: [ApiResult<unknown>, string][] = [
      [{ ok: false, status: 400, errors: [{ code: 'DAISY_FORMAT', msg: 'Only DAISY 3 is supported.' }] }, 'Only DAISY 3 is supported.'],
      [{ ok: false, status: 409, errors: [{ code: 'CONVERTING', msg: 'x' }] }, 'The document is still being converted. Try again when it is done.'],
      [{ ok: false, status: 400, errors: [{ code: 'NOT_A_DOCUMENT', msg: 'x' }] }, 'Only Book documents can be made into a DAISY book.'],
      [{ ok: false, status: 404, errors: [{ code: 'FILE_NOT_FOUND', msg: 'x' }] }, en['파일을 찾을 수 없습니다. 지워졌을 수 있습니다.']],
    ];
    for (const [refusal, reason] of cases) {
      const { daisy, client } = setUp(refusal, statusOf('SUCCESS'));
      expect(await daisy.start(doc, request)).toBe(false);
      expect(toasts.at(-1)).toEqual({ text: `The DAISY book could not be started. ${reason}`, tone: 'error' });
      await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 2);
      expect(client.get).not.toHaveBeenCalled();
    }
  });

  it('says a download asked for too early is not ready (202)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { daisy, fetch, save } = setUp({ ok: true, status: 201, data: {} });
    fetch.mockImplementation(async () => new Response(JSON.stringify({ DTM_NO: '42', STATUS: 'ONGOING' }), { status: 202 }));
    await daisy.download(doc);
    expect(save).not.toHaveBeenCalled();
    expect(toasts.at(-1)).toEqual({ text: 'The DAISY book is still being made. You will be told when it is ready.', tone: 'info' });
  });
});
