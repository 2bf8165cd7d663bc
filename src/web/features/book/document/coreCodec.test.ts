import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { documentReducer, isDirty, newDocumentState } from './documentState.ts';
import { coreCodec } from './coreCodec.ts';

const author = { userNo: '7', creator: 'Kim' };

describe('the document state over core/book and the browser parser', () => {
  it('reads a stored page as the server would keep it: structure in, script and remote pictures out', () => {
    const doc = coreCodec.fromHtml(
      '<!DOCTYPE html><html lang="ko"><head><title>t</title><script>alert(1)</script></head><body><h2>제목</h2><p onclick="x()">나는 학교에 간다</p><img src="https://evil.example/x.png" alt="x"><hr class="page-break"><p>둘째</p></body></html>',
    );
    expect(doc.lang).toBe('ko');
    expect(doc.blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'page-break', 'paragraph']);
    expect(coreCodec.toHtml(doc, 'Doc')).not.toMatch(/script|onclick|evil/);
    expect(coreCodec.stats(doc).wordCount).toBe(5);
    expect(coreCodec.pages(doc.blocks)).toBe(2);
  });

  it('opens a page it wrote as unchanged, and sees an edit', () => {
    const reduce = documentReducer(coreCodec);
    const blocks: BlockElement[] = [
      { type: 'heading', level: 1, children: [{ text: 'Chapter' }] },
      { type: 'paragraph', children: [{ text: 'Some ' }, { text: 'bold', bold: true }, { text: ' text' }] },
    ];
    const html = coreCodec.toHtml({ lang: 'en', blocks }, 'Chapter');
    const opened = reduce(newDocumentState(coreCodec, author), { type: 'opened', author, dtmNo: '1', dtmName: 'Chapter', doc: coreCodec.fromHtml(html) });
    expect(isDirty(opened)).toBe(false);
    expect(opened.contents).toBe(html);
    const edited = reduce(opened, { type: 'edited', blocks: [...opened.doc.blocks, { type: 'paragraph', children: [{ text: 'more' }] }] });
    expect(isDirty(edited)).toBe(true);
  });
});
