import { describe, expect, it } from 'vitest';
import { readResponse } from './readResponse.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status });

describe('reading an answer', () => {
  it('gives the body\'s data field on 200 and 201, with keys in camelCase', async () => {
    expect(await readResponse(json(200, { data: { ITEMS: [{ DTM_NO: 1 }], TOTAL_COUNT: 1 } }))).toEqual({
      ok: true,
      status: 200,
      data: { items: [{ dtmNo: 1 }], totalCount: 1 },
    });
    expect(await readResponse(json(201, { DATA: { DTM_NO: 9, DTM_GROUP_NO: 2, DTM_NAME: 'a' } }))).toEqual({
      ok: true,
      status: 201,
      data: { dtmNo: 9, dtmGroupNo: 2, dtmName: 'a' },
    });
  });

  it('gives the whole body when it has no data field, and keeps a data field that is null', async () => {
    expect(await readResponse(json(200, { STATUS: 'DONE' }))).toMatchObject({ ok: true, data: { status: 'DONE' } });
    expect(await readResponse(json(200, [{ DTM_NO: 1 }]))).toMatchObject({ ok: true, data: [{ dtmNo: 1 }] });
    expect(await readResponse(json(200, { data: null, other: 1 }))).toMatchObject({ ok: true, data: null });
    expect(await readResponse(new Response(null, { status: 200 }))).toMatchObject({ ok: true, data: undefined });
  });

  it('counts only 200 and 201 as success', async () => {
    expect(await readResponse(new Response(null, { status: 204 }))).toMatchObject({ ok: false, status: 204, errors: [] });
    expect(await readResponse(json(202, { data: 1 }))).toMatchObject({ ok: false, status: 202 });
  });

  it('passes 400 and 412 on with the body\'s errors list', async () => {
    const errors = [{ code: 'E_NAME', msg: 'Name taken' }];
    expect(await readResponse(json(400, { errors }))).toEqual({ ok: false, status: 400, errors, body: { errors } });
    expect(await readResponse(json(412, { ERRORS: [{ CODE: 'E_VERSION', MSG: 'Changed meanwhile' }], DTM_NO: 3 }))).toEqual({
      ok: false,
      status: 412,
      errors: [{ code: 'E_VERSION', msg: 'Changed meanwhile' }],
      body: { errors: [{ code: 'E_VERSION', msg: 'Changed meanwhile' }], dtmNo: 3 },
    });
  });

  it('turns a 403 Forbidden into the missing access role error', async () => {
    expect(await readResponse(json(403, { error: 'Forbidden', status: 403 }))).toMatchObject({
      ok: false,
      status: 403,
      errors: [{ code: 'ERRORS', msg: 'Access role does not exist' }],
    });
  });

  it('passes other 403 answers on with their errors', async () => {
    const errors = [{ code: 'E_OWNER', msg: 'Not your folder' }];
    expect(await readResponse(json(403, { errors }))).toMatchObject({ ok: false, status: 403, errors });
  });

  it('turns a proxy\'s connection refused page into the connection error', async () => {
    const failed = [{ code: 'ERRORS', msg: 'A failure has occurred in connecting to the server.' }];
    expect(await readResponse(text(504, 'Error occurred while trying to proxy: connect ECONNREFUSED 127.0.0.1:8081'))).toMatchObject({ ok: false, status: 504, errors: failed });
    expect(await readResponse(json(500, { message: 'connect ECONNREFUSED ::1:5432' }))).toMatchObject({ ok: false, status: 500, errors: failed });
  });

  it('leaves out error entries that are not { code, msg } and keeps a text body', async () => {
    expect(await readResponse(json(400, { errors: [{ code: 'E1', msg: 'ok' }, { code: 2 }, 'x'] }))).toMatchObject({ errors: [{ code: 'E1', msg: 'ok' }] });
    expect(await readResponse(text(500, 'Internal Server Error'))).toEqual({ ok: false, status: 500, errors: [], body: 'Internal Server Error' });
  });
});
