import { describe, expect, it } from 'vitest';
import { createPage, type CanvasDocument } from '../../../../core/canvas/index.ts';
import { parseDtms, readDtm } from '../../../../core/dtms/index.ts';
import { equalGrids, gridForModel, setPin } from '../../../../core/pins/index.ts';
import { EXPORT_SCOPE, exportDocument, type ExportRequest } from './exportFiles.ts';

const first = setPin(gridForModel(320), 0, 0);
const second = setPin(gridForModel(320), 59, 39);
const document: CanvasDocument = {
  title: 'Map: north',
  model: 320,
  pages: [
    { ...createPage(320, first), altText: 'A dot top left' },
    { ...createPage(320, second), altText: 'A dot bottom right' },
  ],
};
const request: ExportRequest = { document, pageIndex: 1, language: { lang: 'korean', langOption: '1' }, identifier: 'urn:uuid:1', date: '2025-03-02' };
const asText = (content: string | Uint8Array) => (typeof content === 'string' ? content : new TextDecoder().decode(content));

describe('exportDocument', () => {
  it('DTMS: the whole document under the cleaned title, alt text as item titles', () => {
    const file = exportDocument('dtms', request);
    expect(file).toMatchObject({ fileName: 'Map north.dtms', mediaType: 'application/json' });
    const dtms = parseDtms(asText(file.content));
    expect(dtms).toMatchObject({ title: 'Map north', lang: 'korean', langOption: '1' });
    expect(dtms.items.map((item) => item.title)).toEqual(['A dot top left', 'A dot bottom right']);
    expect(equalGrids(dtms.items[1]?.graphic.grid ?? gridForModel(320), second)).toBe(true);
  });

  it('DTM: the page shown, named by its page', () => {
    const file = exportDocument('dtm', request);
    expect(file.fileName).toBe('Map north-2.dtm');
    expect(equalGrids(readDtm(file.content as Uint8Array).grid, second)).toBe(true);
  });

  it('PEF: every page as braille cells, in the braille language', () => {
    const file = exportDocument('pef', request);
    expect(file).toMatchObject({ fileName: 'Map north.pef', mediaType: 'application/x-pef+xml' });
    const pef = asText(file.content);
    expect(pef.match(/<page>/g)).toHaveLength(2);
    expect(pef).toContain('<dc:language>ko</dc:language>');
    // Pin (59,39) is the last cell's bottom right: dot 8.
    expect(pef).toContain(`<row>${'⠀'.repeat(29)}⢀</row>`);
  });

  it('PNG and SVG: the page shown as a picture', () => {
    const png = exportDocument('png', request);
    expect(png).toMatchObject({ fileName: 'Map north-2.png', mediaType: 'image/png' });
    expect([...(png.content as Uint8Array).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const svg = exportDocument('svg', request);
    expect(svg).toMatchObject({ fileName: 'Map north-2.svg', mediaType: 'image/svg+xml' });
    expect(asText(svg.content)).toContain('<desc id="canvas-desc">A dot bottom right</desc>');
    expect(EXPORT_SCOPE).toEqual({ dtms: 'document', dtm: 'page', pef: 'document', png: 'page', svg: 'page' });
  });
});
