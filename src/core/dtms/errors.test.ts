import { describe, expect, it } from 'vitest';
import { DtmsFormatError, dtmsMessages, type DtmsErrorCode, type DtmsErrorDetails } from './errors.ts';

const placeholders = (id: string) => [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

// Every way the codecs build an error: each code with and without a page and field.
const CODES: DtmsErrorCode[] = [
  'NOT_JSON',
  'MISSING_FIELD',
  'BAD_VALUE',
  'BAD_HEX',
  'BAD_LENGTH',
  'TOO_MANY_PAGES',
  'NO_PAGES',
  'BAD_MAGIC',
  'UNKNOWN_DEVICE',
  'GRID_SIZE',
];
const DETAILS: DtmsErrorDetails[] = [{ field: 'graphic.data' }, { page: 2, field: 'graphic.data' }, { page: 2 }, {}];
const EXTRA: Partial<Record<DtmsErrorCode, Record<string, string | number>>> = { TOO_MANY_PAGES: { max: 100 }, UNKNOWN_DEVICE: { device: 'x' } };
const NEEDS_FIELD: DtmsErrorCode[] = ['MISSING_FIELD', 'BAD_VALUE', 'BAD_HEX'];

describe('DtmsFormatError', () => {
  it('carries its code, page and field, and an English message for logs', () => {
    const error = new DtmsFormatError('BAD_HEX', 'Not hex.', { page: 4, field: 'text.data' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'DtmsFormatError', code: 'BAD_HEX', page: 4, field: 'text.data', message: 'Page 4: Not hex.' });
    expect(error.messageRef).toEqual({ message: dtmsMessages.badPageField, values: { page: 4, field: 'text.data' } });
  });

  it('gives every message the values its placeholders name', () => {
    for (const code of CODES) {
      for (const details of DETAILS) {
        if (NEEDS_FIELD.includes(code) && details.field === undefined) continue;
        const extra = EXTRA[code];
        const error = new DtmsFormatError(code, 'x', extra ? { ...details, values: extra } : details);
        const values = error.messageRef.values ?? {};
        for (const name of placeholders(error.messageRef.message.id)) expect(values, `${code} ${JSON.stringify(details)}`).toHaveProperty(name ?? '');
      }
    }
  });

  it('tells a whole-file size error from a field length error', () => {
    expect(new DtmsFormatError('BAD_LENGTH', 'x').messageRef.message).toBe(dtmsMessages.badDtmSize);
    expect(new DtmsFormatError('BAD_LENGTH', 'x', { field: 'data' }).messageRef.message).toBe(dtmsMessages.badField);
  });

  it('declares each message with an English description', () => {
    for (const message of Object.values(dtmsMessages)) expect(message.description.length).toBeGreaterThan(10);
  });
});
