import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import ko from '../../../../../locales/ko.json';
import { summaryOfRefusal, uploadResultText } from './uploadResult.ts';

const english = createIntl({ locale: 'en', messages: en });
const korean = createIntl({ locale: 'ko', messages: ko });

describe('the result of an upload of several files (issue 17 item 6)', () => {
  it('counts what was stored with plurals and names each refused file with its reason', () => {
    expect(uploadResultText(english, { uploaded: 3, refused: [{ name: 'x.exe', code: 'UNSUPPORTED_TYPE' }], skipped: 0 })).toBe(
      '3 files uploaded. 1 refused: x.exe — this kind of file cannot be uploaded.',
    );
    expect(uploadResultText(english, { uploaded: 1, refused: [], skipped: 0 })).toBe('1 file uploaded.');
    expect(
      uploadResultText(english, {
        uploaded: 0,
        refused: [
          { name: 'a.png', code: 'UNSUPPORTED_TYPE' },
          { name: 'b.dtms', code: 'BAD_FILE' },
        ],
        skipped: 0,
      }),
    ).toBe('No file was uploaded. 2 refused: a.png — this kind of file cannot be uploaded. b.dtms — the file is damaged or its content does not match its format.');
    expect(uploadResultText(english, { uploaded: 2, refused: [], skipped: 1 })).toBe('2 files uploaded. 1 entry of a ZIP file was left out.');
  });

  it("is written in the user's language", () => {
    expect(uploadResultText(korean, { uploaded: 3, refused: [{ name: 'x.exe', code: 'UNSUPPORTED_TYPE' }], skipped: 0 })).toBe(
      '파일 3개를 올렸습니다. 1개는 올리지 못했습니다: x.exe — 올릴 수 없는 종류의 파일입니다.',
    );
  });

  it('names the files of a wholly refused upload by the order they were sent, and only for refusals of one file each', () => {
    const files = [{ name: 'a.exe' }, { name: 'b.dtm' }];
    const perFile = { ok: false as const, status: 415, errors: [{ code: 'UNSUPPORTED_TYPE', msg: '' }, { code: 'BAD_FILE', msg: '' }] };
    expect(summaryOfRefusal(perFile, files)).toEqual({ uploaded: 0, refused: [{ name: 'a.exe', code: 'UNSUPPORTED_TYPE' }, { name: 'b.dtm', code: 'BAD_FILE' }], skipped: 0 });
    expect(summaryOfRefusal({ ok: false, status: 413, errors: [{ code: 'QUOTA_EXCEEDED', msg: '' }] }, [{ name: 'a.dtms' }])).toBeUndefined();
    expect(summaryOfRefusal({ ok: false, status: 404, errors: [{ code: 'FOLDER_NOT_FOUND', msg: '' }] }, files)).toBeUndefined();
  });
});
