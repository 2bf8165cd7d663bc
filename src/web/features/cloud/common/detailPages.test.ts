import { describe, expect, it } from 'vitest';
import type { FileDetail } from '../api/types.ts';
import { detailPages } from './detailPages.ts';

const detail = (change: Partial<FileDetail>): FileDetail => ({ pageCount: 0, pages: [], dtmsJson: null, ...change }) as FileDetail;

describe('the pages of a file\'s details', () => {
  it('pair each page\'s alternative text with its graphic, by position', () => {
    const dtmsJson = { items: [{ graphic: { data: 'aa' } }, { graphic: { data: 'bb' } }] };
    const pages = [{ pageNo: 2, altText: 'A map', audioUrl: null, audioPlayMode: 'manual', playbackRate: 1 }] as FileDetail['pages'];
    expect(detailPages(detail({ pageCount: 2, pages, dtmsJson }))).toEqual([
      { number: 1, altText: '', hex: 'aa' },
      { number: 2, altText: 'A map', hex: 'bb' },
    ]);
  });

  it('read a document sent as JSON text, and live without one', () => {
    expect(detailPages(detail({ dtmsJson: JSON.stringify({ items: [{ graphic: { data: 'cc' } }] }) }))).toEqual([{ number: 1, altText: '', hex: 'cc' }]);
    expect(detailPages(detail({ pageCount: 1, dtmsJson: '{broken' }))).toEqual([{ number: 1, altText: '', hex: undefined }]);
  });
});
