import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalGrids } from '../pins/index.ts';
import { driveRecordToJson, parseDriveRecord, parseDtma, serialiseDtma } from './dtma.ts';
import { parseDtms } from './dtms.ts';
import { DtmsFormatError } from './errors.ts';

const SAMPLE_DTMS = new URL('../../../../shared/fixtures/dot/sample-320.dtms', import.meta.url);
const sampleText = readFileSync(SAMPLE_DTMS, 'utf8');
const sampleJson = (): Record<string, unknown> => JSON.parse(sampleText) as Record<string, unknown>;

function errorOf(run: () => unknown): DtmsFormatError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DtmsFormatError) return error;
    throw error;
  }
  return undefined;
}

describe('DTMA', () => {
  it('is a DTMS with an audio path, read and written back', () => {
    const text = JSON.stringify({ ...sampleJson(), audioPath: 'audio/42.mp3' });
    const document = parseDtma(text);
    expect(document.audioPath).toBe('audio/42.mp3');
    expect(document.items).toHaveLength(5);
    const again = parseDtma(serialiseDtma(document));
    expect(again.audioPath).toBe('audio/42.mp3');
    const [last, lastAgain] = [document.items[4], again.items[4]];
    expect(last !== undefined && lastAgain !== undefined && equalGrids(last.graphic.grid, lastAgain.graphic.grid)).toBe(true);
  });

  it('needs audioPath to be text', () => {
    expect(errorOf(() => parseDtma(sampleText))).toMatchObject({ code: 'MISSING_FIELD', field: 'audioPath' });
    expect(errorOf(() => parseDtma(JSON.stringify({ ...sampleJson(), audioPath: 3 })))).toMatchObject({ code: 'BAD_VALUE', field: 'audioPath' });
  });
});

describe('the drive record', () => {
  it('reads DEVICE_KIND and DTMS_JSON given as an object', () => {
    const record = parseDriveRecord(JSON.stringify({ DEVICE_KIND: '300', DTMS_JSON: { ...sampleJson(), audioPath: '' } }));
    expect(record.deviceKind).toBe('300');
    expect(record.document.audioPath).toBe('');
    expect(record.document.items).toHaveLength(5);
  });

  it('reads DTMS_JSON given as a JSON string, and a numeric DEVICE_KIND', () => {
    const record = parseDriveRecord(JSON.stringify({ DEVICE_KIND: 300, DTMS_JSON: sampleText }));
    expect(record.deviceKind).toBe('300');
    expect(record.document.audioPath).toBe('');
  });

  it('takes the model from DEVICE_KIND when DTMS_JSON names no device', () => {
    const inner = sampleJson();
    delete inner['device'];
    expect(parseDriveRecord(JSON.stringify({ DEVICE_KIND: '300', DTMS_JSON: inner })).document.model).toBe(320);
    expect(errorOf(() => parseDriveRecord(JSON.stringify({ DEVICE_KIND: 'X', DTMS_JSON: inner })))).toMatchObject({ code: 'MISSING_FIELD', field: 'device' });
  });

  it('writes the two fields back so they read the same', () => {
    const record = parseDriveRecord(JSON.stringify({ DEVICE_KIND: '300', DTMS_JSON: { ...sampleJson(), audioPath: 'a.m4a' } }));
    const again = parseDriveRecord(JSON.stringify(driveRecordToJson(record)));
    expect(again.deviceKind).toBe('300');
    expect(again.document.audioPath).toBe('a.m4a');
    expect(again.document.items.map((item) => item.page)).toEqual(parseDtms(sampleText).items.map((item) => item.page));
  });

  it('reports missing and malformed members', () => {
    expect(errorOf(() => parseDriveRecord('{}'))).toMatchObject({ code: 'MISSING_FIELD', field: 'DEVICE_KIND' });
    expect(errorOf(() => parseDriveRecord('{"DEVICE_KIND":"300"}'))).toMatchObject({ code: 'MISSING_FIELD', field: 'DTMS_JSON' });
    expect(errorOf(() => parseDriveRecord('{"DEVICE_KIND":"300","DTMS_JSON":"{"}'))).toMatchObject({ code: 'NOT_JSON' });
    expect(errorOf(() => parseDriveRecord('{"DEVICE_KIND":"300","DTMS_JSON":[]}'))).toMatchObject({ code: 'BAD_VALUE', field: 'DTMS_JSON' });
    expect(errorOf(() => parseDriveRecord('{"DEVICE_KIND":{},"DTMS_JSON":{}}'))).toMatchObject({ code: 'BAD_VALUE', field: 'DEVICE_KIND' });
  });

  it('reads arbitrary strings and JSON or throws DtmsFormatError, nothing else', () => {
    const record = fc
      .record({ DEVICE_KIND: fc.jsonValue(), DTMS_JSON: fc.oneof(fc.jsonValue(), fc.string()) })
      .map((value) => JSON.stringify(value));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), record), (text) => {
        for (const parse of [parseDtma, parseDriveRecord]) {
          try {
            parse(text);
          } catch (error) {
            expect(error).toBeInstanceOf(DtmsFormatError);
          }
        }
      }),
    );
  });
});
