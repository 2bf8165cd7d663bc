import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient, type ApiAuth } from './apiClient.ts';
import type { SessionProblem } from './sessionProblems.ts';

type Answer = Response | Error;

/** A fetch that answers from a list, in order, and records what was sent. */
function fakeFetch(...answers: Answer[]) {
  const sent: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init, headers: new Headers(init.headers) });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, sent };
}

interface FakeAuthOptions {
  /** The stored access token; undefined for none. */
  readonly token?: string | undefined;
  readonly refreshToken?: boolean;
  readonly outcome?: Awaited<ReturnType<ApiAuth['refresh']>>;
  /** The access token a successful refresh leaves; undefined for none. */
  readonly renewed?: string | undefined;
}

/** An auth port whose refresh answers `outcome` and, when refreshed, swaps in `renewed`. */
function fakeAuth(options: FakeAuthOptions = {}) {
  const { refreshToken = true, outcome = 'refreshed' } = options;
  // `in`, not defaults: a test passes `token: undefined` to mean "no token".
  let current = 'token' in options ? options.token : 'access-1';
  const renewed = 'renewed' in options ? options.renewed : 'access-2';
  const refresh = vi.fn(async () => {
    if (outcome === 'refreshed') current = renewed;
    if (outcome === 'rejected') current = undefined;
    return outcome;
  });
  const auth: ApiAuth = { accessToken: () => current, hasRefreshToken: () => refreshToken, refresh };
  return { auth, refresh };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { errors: [{ code: 'E401', msg: 'Unauthorized' }] });

function setup(answers: Answer[], authOptions: FakeAuthOptions = {}) {
  const { fetch, sent } = fakeFetch(...answers);
  const { auth, refresh } = fakeAuth(authOptions);
  const problems: SessionProblem[] = [];
  const client = createApiClient({ fetch, auth, baseUrl: '/drive-app/v1', onSessionProblem: (problem) => problems.push(problem) });
  return { client, fetch, sent, refresh, problems };
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('calls that need sign-in', () => {
  it('carry the access token as a bearer header', async () => {
    const { client, sent } = setup([json(200, { data: 1 }), json(200, { data: 2 })]);
    await client.get('/dtms/groups', { auth: true });
    await client.get('/site-menus');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent[1]?.headers.has('Authorization')).toBe(false);
  });

  it('are not sent without an access token or a way to renew it, and report session problem 4', async () => {
    const { client, fetch, problems } = setup([], { token: undefined, refreshToken: false });
    const result = await client.post('/dtm/groups', { body: { dtmName: 'x' }, auth: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(problems).toEqual([4]);
    expect(result).toMatchObject({ ok: false, status: 401, sessionProblem: 4 });
  });

  it('renew an expired access token before sending, when a refresh token can', async () => {
    const { client, sent, refresh, problems } = setup([json(200, { data: 1 })], { token: undefined });
    const result = await client.get('/dtms/groups', { auth: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-2');
    expect(result).toMatchObject({ ok: true, data: 1 });
    expect(problems).toEqual([]);
  });

  it('report session problem 2 when the access token is gone and its renewal is rejected', async () => {
    const { client, fetch, problems } = setup([], { token: undefined, outcome: 'rejected' });
    expect(await client.get('/dtms/groups', { auth: true })).toMatchObject({ ok: false, sessionProblem: 2 });
    expect(fetch).not.toHaveBeenCalled();
    expect(problems).toEqual([2]);
  });

  it('report session problem 4 when the account service cannot renew an expired access token', async () => {
    const { client, fetch, problems } = setup([], { token: undefined, outcome: 'unavailable' });
    expect(await client.get('/dtms/groups', { auth: true })).toMatchObject({ ok: false, sessionProblem: 4 });
    expect(fetch).not.toHaveBeenCalled();
    expect(problems).toEqual([4]);
  });

  it('refresh once on a 401 and retry once with the new token', async () => {
    const { client, sent, refresh, problems } = setup([unauthorized(), json(200, { data: { DTM_NO: 5 } })]);
    const result = await client.put('/dtm/groups/5', { body: { dtmName: 'Renamed' }, auth: true });
    expect(result).toEqual({ ok: true, status: 200, data: { dtmNo: 5 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(sent[1]?.init.method).toBe('PUT');
    expect(JSON.parse(sent[1]?.init.body as string)).toEqual({ DTM_NAME: 'Renamed' });
    expect(problems).toEqual([]);
  });

  it('report session problem 3 on a 401 when there is no refresh token, without retrying', async () => {
    const { client, fetch, refresh, problems } = setup([unauthorized()], { refreshToken: false });
    const result = await client.get('/dtms/groups', { auth: true });
    expect(problems).toEqual([3]);
    expect(refresh).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, status: 401, sessionProblem: 3, errors: [{ code: 'E401', msg: 'Unauthorized' }] });
  });

  it('report session problem 2 when the refresh is rejected, without retrying', async () => {
    const { client, fetch, problems } = setup([unauthorized()], { outcome: 'rejected' });
    const result = await client.get('/dtms/groups', { auth: true });
    expect(problems).toEqual([2]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, status: 401, sessionProblem: 2 });
  });

  it('return a second 401 as an error instead of refreshing again', async () => {
    const { client, fetch, refresh, problems } = setup([unauthorized(), unauthorized()]);
    const result = await client.delete('/dtm/images/3', { auth: true });
    expect(result).toEqual({ ok: false, status: 401, errors: [{ code: 'E401', msg: 'Unauthorized' }], body: { errors: [{ code: 'E401', msg: 'Unauthorized' }] } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  it('return the 401 without sending the user to sign in when the account service does not answer', async () => {
    const { client, fetch, problems } = setup([unauthorized()], { outcome: 'unavailable' });
    const result = await client.get('/dtms/groups', { auth: true });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(result).not.toHaveProperty('sessionProblem');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  it('report session problem 4 when a refresh leaves no access token', async () => {
    const { client, fetch, problems } = setup([unauthorized()], { renewed: undefined });
    expect(await client.get('/dtms/groups', { auth: true })).toMatchObject({ ok: false, sessionProblem: 4 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([4]);
  });
});

describe('calls that do not need sign-in', () => {
  it('return a 401 as it came, without refreshing', async () => {
    const { client, refresh, problems } = setup([unauthorized()]);
    expect(await client.get('/public')).toMatchObject({ ok: false, status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(problems).toEqual([]);
  });
});

describe('answers', () => {
  it('are results, not exceptions, for 400, 403 Forbidden and 412', async () => {
    const errors = [{ code: 'E_NAME', msg: 'Name taken' }];
    const { client } = setup([json(400, { errors }), json(403, { error: 'Forbidden' }), json(412, { errors })]);
    expect(await client.post('/dtm/groups', { body: {} })).toMatchObject({ ok: false, status: 400, errors });
    expect(await client.post('/dtm/groups', { body: {} })).toMatchObject({ ok: false, status: 403, errors: [{ code: 'ERRORS', msg: 'Access role does not exist' }] });
    expect(await client.post('/dtm/groups', { body: {} })).toMatchObject({ ok: false, status: 412, errors });
  });

  it('turn a network failure or a refused connection into the connection error', async () => {
    const failed = [{ code: 'ERRORS', msg: 'A failure has occurred in connecting to the server.' }];
    const { client } = setup([new TypeError('Failed to fetch'), new Response('connect ECONNREFUSED 127.0.0.1:8081', { status: 502 })]);
    expect(await client.get('/doc/remaining')).toEqual({ ok: false, status: 0, errors: failed });
    expect(await client.get('/doc/remaining')).toMatchObject({ ok: false, status: 502, errors: failed });
  });

  it('convert keys both ways: UPPER_SNAKE out, camelCase back', async () => {
    const { client, sent } = setup([json(200, { data: { ITEMS: [{ DTM_NO: 1, DTM_NAME: 'Map' }], TOTAL_COUNT: 1 } }), json(201, { DTM_NO: 2 })]);
    const list = await client.get('/dtms/groups', { query: { pageNo: 1, parentGroupNo: 'ROOT' } });
    const created = await client.post('/dtm/groups', { body: { dtmGroupNo: 1, dtmName: 'New' } });
    expect(sent[0]?.url).toBe('/drive-app/v1/dtms/groups?PAGE_NO=1&PARENT_GROUP_NO=ROOT');
    expect(JSON.parse(sent[1]?.init.body as string)).toEqual({ DTM_GROUP_NO: 1, DTM_NAME: 'New' });
    expect(list).toEqual({ ok: true, status: 200, data: { items: [{ dtmNo: 1, dtmName: 'Map' }], totalCount: 1 } });
    expect(created).toEqual({ ok: true, status: 201, data: { dtmNo: 2 } });
  });

  it('send form data untouched', async () => {
    const form = new FormData();
    form.append('HTML_STRING', '<p>hi</p>');
    const { client, sent } = setup([json(201, { data: { DTM_NO: 3 } })]);
    await client.post('/doc/html/from-string', { form, auth: true });
    expect(sent[0]?.init.body).toBe(form);
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('are sent with the method asked for', async () => {
    const { client, sent } = setup([json(200, {}), json(200, {}), json(200, {}), json(200, {}), json(200, {}), json(200, {})]);
    await client.get('/a');
    await client.post('/a');
    await client.put('/a');
    await client.patch('/a');
    await client.delete('/a');
    await client.request('PATCH', '/dtm/a/b/status');
    expect(sent.map((request) => request.init.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'PATCH']);
  });
});

describe('failed calls', () => {
  it('are logged with method, path and status; successful ones are not', async () => {
    const { client } = setup([json(200, { data: 1 }), json(412, { errors: [] })]);
    await client.get('/doc/remaining');
    expect(consoleError).not.toHaveBeenCalled();
    await client.put('/doc/html', { query: { userNo: 'u-7' } });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [line] = consoleError.mock.calls[0] ?? [];
    expect(line).toBe('API PUT /doc/html failed with status 412');
  });
});
