import { describe, expect, it } from 'vitest';
import { addPage, createDocument, deletePage, duplicatePage, movePage, pagesMissingAltText, updatePage } from './document.ts';

describe('the document', () => {
  it('starts with one blank page of the display model', () => {
    const document = createDocument(768);
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]?.grid).toMatchObject({ width: 96, height: 64 });
  });

  it('deletes a page and makes the one before it current', () => {
    let document = createDocument();
    for (let i = 0; i < 3; i++) {
      const change = addPage(document, i);
      if ('refused' in change) throw new Error('refused');
      document = change.document;
    }
    const ids = document.pages.map((page) => page.id);
    const last = deletePage(document, 3);
    expect(last).toMatchObject({ pageIndex: 2 });
    const first = deletePage(document, 0);
    expect(first).toMatchObject({ pageIndex: 0 });
    if ('refused' in first) throw new Error('refused');
    expect(first.document.pages.map((page) => page.id)).toEqual(ids.slice(1));
  });

  it('moves pages keeping their ids and refuses to move past the ends', () => {
    const two = addPage(createDocument(), 0);
    if ('refused' in two) throw new Error('refused');
    const [a, b] = two.document.pages.map((page) => page.id);
    const moved = movePage(two.document, 1, -1);
    if ('refused' in moved) throw new Error('refused');
    expect(moved.document.pages.map((page) => page.id)).toEqual([b, a]);
    expect(movePage(two.document, 0, -1)).toEqual({ refused: 'lastPage' });
  });

  it('duplicates a page with a new id and the same content', () => {
    const document = updatePage(createDocument(), 0, (page) => ({ ...page, altText: 'A map' }));
    const copy = duplicatePage(document, 0);
    if ('refused' in copy) throw new Error('refused');
    const [original, duplicate] = copy.document.pages;
    expect(duplicate?.id).not.toBe(original?.id);
    expect(duplicate?.altText).toBe('A map');
  });

  it('lists pages without alternative text, by number', () => {
    const change = addPage(updatePage(createDocument(), 0, (page) => ({ ...page, altText: '  ' })), 0);
    if ('refused' in change) throw new Error('refused');
    expect(pagesMissingAltText(change.document)).toEqual([1, 2]);
  });
});
