import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_MODELS, equalGrids, gridForModel, gridFromText, gridToText, type DeviceModel } from '../pins/index.ts';
import { gridToHex, geometryOf } from './cells.ts';
import { readDtm } from './dtm.ts';
import { dtmsToJson, MAX_PAGES, padTextCells, parseDtms, serialiseDtms, type DtmsDocument, type DtmsItem, type DtmsJson } from './dtms.ts';
import { DtmsFormatError } from './errors.ts';

// Dot's sample files live in the shared material, `../shared` from the project's root.
const SAMPLE_DTMS = new URL('../../../../shared/fixtures/dot/sample-320.dtms', import.meta.url);
const SAMPLE_DTM = new URL('../../../../shared/fixtures/dot/sample-320.dtm', import.meta.url);
const PAGE_1 = new URL('./__fixtures__/sample-320-page1.txt', import.meta.url);

const sampleText = readFileSync(SAMPLE_DTMS, 'utf8');
const sampleJson = JSON.parse(sampleText) as { items: { graphic: { data: string }; text: { data: string } }[] };

function errorOf(run: () => unknown): DtmsFormatError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DtmsFormatError) return error;
    throw error;
  }
  return undefined;
}

/** The sample with one change made to its parsed JSON. */
function sampleWith(change: (json: Record<string, unknown> & { items: Record<string, unknown>[] }) => void): string {
  const json = JSON.parse(sampleText) as Record<string, unknown> & { items: Record<string, unknown>[] };
  change(json);
  return JSON.stringify(json);
}

describe("DTMS, Dot's sample", () => {
  const document = parseDtms(sampleText);

  it('reads the header and all five pages, repeated page numbers included', () => {
    expect(document).toMatchObject({ title: '20230202061605000139.dtms', lang: 'korean', langOption: '1', model: 320 });
    expect(document.items.map((item) => item.page)).toEqual([1, 4, 3, 2, 1]);
    expect(document.items.map((item) => item.graphic.name)).toEqual(['1.dtm', '2.dtm', '3.dtm', '4.dtm', '5.dtm']);
    expect(document.items[0]?.text.plain.startsWith('이 그래픽은 아르마딜로')).toBe(true);
  });

  it('shows page 1 as the picture checked by eye (an armadillo)', () => {
    const page1 = document.items[0]?.graphic.grid ?? gridForModel(320);
    expect(gridToText(page1)).toBe(readFileSync(PAGE_1, 'utf8').trimEnd());
  });

  it('has a different first picture from the sample .dtm, which has its own rendering', () => {
    const dtm = readDtm(new Uint8Array(readFileSync(SAMPLE_DTM)));
    expect(equalGrids(dtm.grid, gridFromText(readFileSync(PAGE_1, 'utf8')))).toBe(false);
  });

  it('re-encodes every page to its hex exactly, ignoring case', () => {
    document.items.forEach((item, index) => {
      const original = sampleJson.items[index];
      expect(gridToHex(item.graphic.grid, geometryOf(320))).toBe(original?.graphic.data.toLowerCase());
    });
  });

  it('writes the file back the same, but for the case of its hex', () => {
    const lowerHex = (json: typeof sampleJson) => {
      for (const item of json.items) {
        item.graphic.data = item.graphic.data.toLowerCase();
        item.text.data = item.text.data.toLowerCase();
      }
      return json;
    };
    expect(JSON.parse(serialiseDtms(document))).toEqual(lowerHex(JSON.parse(sampleText) as typeof sampleJson));
  });

  it('keeps text in braille order, padded to whole 20-cell lines', () => {
    const cells = document.items[0]?.text.cells ?? new Uint8Array();
    expect(cells.length % 20).toBe(0);
    expect(cells[0]).toBe(0x15);
  });
});

describe('DTMS texts with U+0000', () => {
  it('refuses it in any text, naming the page and the field: PostgreSQL cannot store it, and it means nothing in text', () => {
    const withNul = (change: (json: DtmsJson) => void) => {
      const json = JSON.parse(sampleText) as DtmsJson;
      change(json);
      return JSON.stringify(json);
    };
    const first = (json: DtmsJson) => json.items[0] as DtmsJson['items'][number];
    const cases: [(json: DtmsJson) => void, number | undefined, string][] = [
      [(json) => (json.title = 'Arma\u0000dillo'), undefined, 'title'],
      [(json) => (first(json).title = '\u0000page'), 1, 'title'],
      [(json) => (first(json).text.plain = 'an\u0000 armadillo'), 1, 'text.plain'],
      [(json) => (first(json).graphic.name = '1.dtm\u0000'), 1, 'graphic.name'],
    ];
    for (const [change, page, field] of cases) {
      const error = (() => {
        try {
          parseDtms(withNul(change));
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(DtmsFormatError);
      expect(error, field).toMatchObject({ code: 'BAD_VALUE', page, field });
      expect((error as Error).message).toContain('NUL character (U+0000)');
    }
  });
});

describe('DTMS errors', () => {
  const cases: [string, string, Partial<DtmsFormatError>][] = [
    ['not JSON', '{"title":', { code: 'NOT_JSON' }],
    ['JSON but not an object', '[1,2]', { code: 'NOT_JSON' }],
    ['no title', sampleWith((json) => delete json['title']), { code: 'MISSING_FIELD', field: 'title', page: undefined }],
    ['a numeric lang_option', sampleWith((json) => (json['lang_option'] = 1)), { code: 'BAD_VALUE', field: 'lang_option' }],
    ['an unknown device', sampleWith((json) => (json['device'] = 'dotpad832')), { code: 'UNKNOWN_DEVICE', field: 'device' }],
    ['items not a list', sampleWith((json) => Object.assign(json, { items: {} })), { code: 'BAD_VALUE', field: 'items' }],
    ['no pages', sampleWith((json) => (json.items = [])), { code: 'NO_PAGES' }],
    [
      'too many pages',
      sampleWith((json) => (json.items = Array.from({ length: MAX_PAGES + 1 }, () => json.items[0] ?? {}))),
      { code: 'TOO_MANY_PAGES' },
    ],
    ['a page that is not an object', sampleWith((json) => (json.items[1] = 7 as never)), { code: 'BAD_VALUE', page: 2 }],
    ['a fractional page number', sampleWith((json) => ((json.items[2] ?? {})['page'] = 1.5)), { code: 'BAD_VALUE', page: 3, field: 'page' }],
    [
      'graphic data too short',
      sampleWith((json) => ((json.items[1] ?? {})['graphic'] = { name: 'x', data: '00' })),
      { code: 'BAD_LENGTH', page: 2, field: 'graphic.data' },
    ],
    [
      'graphic data not hex',
      sampleWith((json) => ((json.items[0] ?? {})['graphic'] = { name: 'x', data: 'zz'.repeat(300) })),
      { code: 'BAD_HEX', page: 1, field: 'graphic.data' },
    ],
    [
      'graphic data for the 768 in a 320 file',
      sampleWith((json) => ((json.items[0] ?? {})['graphic'] = { name: 'x', data: '0'.repeat(1536) })),
      { code: 'BAD_LENGTH', page: 1 },
    ],
    [
      'odd-length text data',
      sampleWith((json) => ((json.items[4] ?? {})['text'] = { name: 'x', data: '123', plain: '' })),
      { code: 'BAD_HEX', page: 5, field: 'text.data' },
    ],
    [
      'no text name',
      sampleWith((json) => ((json.items[0] ?? {})['text'] = { data: '', plain: '' })),
      { code: 'MISSING_FIELD', page: 1, field: 'text.name' },
    ],
  ];

  for (const [what, text, expected] of cases) {
    it(`reports ${what}`, () => {
      expect(errorOf(() => parseDtms(text))).toMatchObject(expected);
    });
  }

  it('refuses to write a picture of the wrong size, naming its page', () => {
    const document = parseDtms(sampleText);
    const items = document.items.map((item, index) =>
      index === 2 ? { ...item, graphic: { ...item.graphic, grid: gridForModel(768) } } : item,
    );
    expect(errorOf(() => serialiseDtms({ ...document, items }))).toMatchObject({ code: 'GRID_SIZE', page: 3 });
    expect(errorOf(() => serialiseDtms({ ...document, items: [] }))).toMatchObject({ code: 'NO_PAGES' });
  });
});

describe('DTMS round trips', () => {
  const arbitraryItem = (model: DeviceModel): fc.Arbitrary<DtmsItem> => {
    const { width, height } = DEVICE_MODELS[model];
    return fc.record({
      page: fc.nat({ max: 1000 }),
      title: fc.string(),
      graphic: fc.record({
        name: fc.string(),
        grid: fc.uint8Array({ minLength: (width * height) / 8, maxLength: (width * height) / 8 }).map((bits) => ({ width, height, bits })),
      }),
      text: fc.record({ name: fc.string(), cells: fc.uint8Array({ maxLength: 90 }), plain: fc.string() }),
    });
  };
  const arbitraryDocument = fc.constantFrom(320 as const, 768 as const).chain((model) =>
    fc.record({
      title: fc.string(),
      lang: fc.string(),
      langOption: fc.string(),
      model: fc.constant(model),
      items: fc.array(arbitraryItem(model), { minLength: 1, maxLength: 4 }),
    }),
  );

  it('reads what it writes, text padded to whole lines', () => {
    fc.assert(
      fc.property(arbitraryDocument, (document: DtmsDocument) => {
        const read = parseDtms(serialiseDtms(document));
        expect(read.model).toBe(document.model);
        expect({ ...read, items: [] }).toEqual({ ...document, items: [] });
        read.items.forEach((item, index) => {
          const original = document.items[index];
          expect(original).toBeDefined();
          if (!original) return;
          expect(equalGrids(item.graphic.grid, original.graphic.grid)).toBe(true);
          expect(item.text.cells).toEqual(padTextCells(original.text.cells));
          expect([item.page, item.title, item.graphic.name, item.text.name, item.text.plain]).toEqual([
            original.page,
            original.title,
            original.graphic.name,
            original.text.name,
            original.text.plain,
          ]);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('pads text data to a multiple of 40 hex characters', () => {
    const document = parseDtms(sampleText);
    const first = document.items[0];
    if (!first) throw new Error('the sample has pages');
    const json = dtmsToJson({ ...document, items: [{ ...first, text: { ...first.text, cells: Uint8Array.of(0x19) } }] });
    expect(json.items[0]?.text.data).toBe(`19${'00'.repeat(19)}`);
  });
});

describe('DTMS on arbitrary input', () => {
  const parsesOrFormatError = (text: string) => {
    try {
      parseDtms(text);
    } catch (error) {
      expect(error).toBeInstanceOf(DtmsFormatError);
    }
  };

  it('reads arbitrary strings or throws DtmsFormatError, nothing else', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), parsesOrFormatError));
  });

  it('reads arbitrary JSON or throws DtmsFormatError, nothing else', () => {
    fc.assert(fc.property(fc.json(), parsesOrFormatError));
  });

  it('reads the sample with any one field replaced by arbitrary JSON, or throws DtmsFormatError', () => {
    const paths = [
      ['title'],
      ['device'],
      ['items'],
      ['items', 0],
      ['items', 0, 'page'],
      ['items', 1, 'graphic'],
      ['items', 1, 'graphic', 'data'],
      ['items', 2, 'text', 'data'],
      ['items', 3, 'text', 'plain'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const json = JSON.parse(sampleText) as Record<string | number, unknown>;
        let target: Record<string | number, unknown> = json;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
        target[path[path.length - 1] ?? 'title'] = value;
        parsesOrFormatError(JSON.stringify(json));
      }),
    );
  });
});
