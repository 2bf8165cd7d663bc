import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ApiAuth } from './apiClient.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';

type Script = (xhr: FakeRequest) => void;

/** Enough of XMLHttpRequest for an upload: each send runs the next script. */
class FakeRequest {
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly script: Script;

  constructor(script: Script) {
    this.script = script;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup(scripts: Script[], auth: Partial<ApiAuth> = {}) {
  const sent: FakeRequest[] = [];
  let token: string | undefined = 'access-1';
  const fullAuth: ApiAuth = {
    accessToken: () => token,
    hasRefreshToken: () => true,
    refresh: vi.fn(async () => {
      token = 'access-2';
      return 'refreshed' as const;
    }),
    ...auth,
  };
  const problems: number[] = [];
  const deps = {
    auth: fullAuth,
    onSessionProblem: (problem: number) => problems.push(problem),
    createRequest: () => {
      const script = scripts.shift();
      if (!script) throw new Error('unexpected request');
      const request = new FakeRequest(script);
      sent.push(request);
      return request as unknown as XMLHttpRequest;
    },
  };
  return { deps, sent, problems, auth: fullAuth };
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('an upload with progress', () => {
  it('sends the form with the bearer token, reports whole percents and reads the answer in camelCase', async () => {
    const { deps, sent } = setup([
      (xhr) => {
        xhr.progress(10, 40);
        xhr.progress(30, 40);
        xhr.progress(40, 40);
        xhr.answer(201, { data: { items: [{ DTM_NO: '5' }], SKIPPED: [] } });
      },
    ]);
    const form = new FormData();
    form.append('DTM_GROUP_NO', 'ROOT');
    const progress: number[] = [];
    const result = await uploadWithProgress(deps, { path: '/drive-app/v1/dtms/images', form, onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ ok: true, status: 201, data: { items: [{ dtmNo: '5' }], skipped: [] } });
    expect(progress).toEqual([25, 75, 100]);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/drive-app/v1/dtms/images');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent[0]?.body).toBe(form);
  });

  it('refreshes once on a 401 and sends again with the new token', async () => {
    const { deps, sent, auth } = setup([(xhr) => xhr.answer(401, { errors: [] }), (xhr) => xhr.answer(201, { data: { items: [] } })]);
    const result = await uploadWithProgress(deps, { path: '/up', form: new FormData() });
    expect(result.ok).toBe(true);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((xhr) => xhr.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('reports session problem 3 on a 401 without a refresh token', async () => {
    const { deps, problems } = setup([(xhr) => xhr.answer(401, { errors: [] })], { hasRefreshToken: () => false });
    expect(await uploadWithProgress(deps, { path: '/up', form: new FormData() })).toMatchObject({ ok: false, status: 401, sessionProblem: 3 });
    expect(problems).toEqual([3]);
  });

  it('does not send without a token and says so (session problem 4)', async () => {
    const { deps, sent, problems } = setup([], { accessToken: () => undefined, hasRefreshToken: () => false });
    expect(await uploadWithProgress(deps, { path: '/up', form: new FormData() })).toMatchObject({ ok: false, sessionProblem: 4 });
    expect(sent).toHaveLength(0);
    expect(problems).toEqual([4]);
  });

  it('passes the server\'s errors on, and logs the failure', async () => {
    const errors = [{ code: 'UNSUPPORTED_TYPE', msg: 'Accepted: DTMS, ZIP' }];
    const { deps } = setup([(xhr) => xhr.answer(415, { errors })]);
    expect(await uploadWithProgress(deps, { path: '/up', form: new FormData() })).toMatchObject({ ok: false, status: 415, errors });
    expect(consoleError).toHaveBeenCalledWith('API POST /up failed with status 415', errors);
  });

  it('turns a network error into the connection error', async () => {
    const { deps } = setup([(xhr) => xhr.onerror?.()]);
    expect(await uploadWithProgress(deps, { path: '/up', form: new FormData() })).toMatchObject({ ok: false, status: 0, errors: [{ code: 'ERRORS' }] });
  });

  it('stops when aborted, without calling it a failure', async () => {
    const controller = new AbortController();
    const { deps } = setup([
      (xhr) => {
        xhr.progress(1, 4);
        controller.abort();
      },
    ]);
    const result = await uploadWithProgress(deps, { path: '/up', form: new FormData(), signal: controller.signal });
    expect(result).toMatchObject({ ok: false, aborted: true });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
