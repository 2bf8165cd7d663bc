import { describe, expect, it } from 'vitest';
import { DtmsFormatError, readDtm, writeDtm, parseDtms } from '../../../../core/dtms/index.ts';
import { gridForModel, getPin } from '../../../../core/pins/index.ts';
import { dtmToDtms, dtmsToDtm } from './convertTactileFile.ts';
import { groupOperations } from './openApiView.ts';
import { clampPage, pageCount, pageRange } from './paging.ts';
import { formatCountdown, secondsLeft, tokenExpiresAt } from './tokenExpiry.ts';

function pictureWithPin(model: 320 | 768) {
  const grid = gridForModel(model);
  grid.bits[0] = 1;
  return grid;
}

describe('the converters of the test pages', () => {
  it('turns a DTM into a one-page DTMS and back, pins kept', () => {
    const dtm = writeDtm(pictureWithPin(768));
    const dtms = dtmToDtms(dtm, 'picture.dtm');
    expect(dtms.name).toBe('picture.dtms');
    const document = parseDtms(new TextDecoder().decode(dtms.bytes));
    expect(document.model).toBe(768);
    expect(document.items).toHaveLength(1);
    const back = dtmsToDtm(new TextDecoder().decode(dtms.bytes), 'picture.dtms');
    expect(back.name).toBe('picture.dtm');
    expect(back.bytes).toEqual(dtm);
    expect(getPin(readDtm(back.bytes).grid, 0, 0)).toBe(getPin(pictureWithPin(768), 0, 0));
  });

  it('refuses what is not a DTM or a DTMS with a translatable error', () => {
    expect(() => dtmToDtms(new TextEncoder().encode('hello'), 'x.dtm')).toThrow(DtmsFormatError);
    expect(() => dtmsToDtm('not json', 'x.dtms')).toThrow(DtmsFormatError);
    let refused: unknown;
    try {
      dtmsToDtm('{}', 'x.dtms');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DtmsFormatError);
    expect((refused as DtmsFormatError).messageRef.message.id).toBeTruthy();
  });
});

describe('paging', () => {
  it('counts pages and keeps a page number within them', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(clampPage(5, 21, 10)).toBe(3);
    expect(clampPage(0, 21, 10)).toBe(1);
    expect(pageRange(3, 21, 10)).toEqual({ first: 21, last: 21 });
    expect(pageRange(1, 0, 10)).toEqual({ first: 0, last: 0 });
  });
});

describe('token expiry', () => {
  const jwt = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
  it('reads exp from a JWT and nothing from a sealed token', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('sealed-opaque-token')).toBeUndefined();
    expect(tokenExpiresAt(undefined)).toBeUndefined();
  });
  it('counts down in whole seconds and formats them', () => {
    expect(secondsLeft(10_500, 0)).toBe(10);
    expect(secondsLeft(0, 5_000)).toBe(0);
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});

describe('the OpenAPI view', () => {
  it('groups operations by app with parameters and resolved shapes', () => {
    const groups = groupOperations({
      openapi: '3.1.0',
      paths: {
        '/healthz': { get: { tags: ['server'], summary: 'Liveness', parameters: [], security: [], responses: {} } },
        '/drive-app/v1/x/{id}': {
          put: {
            tags: ['drive-app'],
            summary: 'Renames',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/body' } } } },
            security: [{ bearer: [] }],
            responses: {},
          },
        },
      },
      components: { schemas: { body: { type: 'object', properties: { NAME: { type: 'string' } } } } },
    });
    expect(groups.map((group) => group.app)).toEqual(['drive-app', 'server']);
    const put = groups[0]?.operations[0];
    expect(put).toMatchObject({ method: 'PUT', path: '/drive-app/v1/x/{id}', summary: 'Renames', auth: 'required' });
    expect(put?.parameters).toEqual([{ name: 'id', in: 'path', required: true, type: 'string' }]);
    expect(JSON.parse(put?.request ?? '{}')).toEqual({ type: 'object', properties: { NAME: { type: 'string' } } });
    expect(groups[1]?.operations[0]?.auth).toBe('none');
    expect(groupOperations('nonsense')).toEqual([]);
  });
});
