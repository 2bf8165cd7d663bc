// A document with everything a DAISY book must carry (issue 23's "done when"):
// headings to level 4 with a level skipped, lists (nested), a table with a
// caption and a header row, images with and without alt, an equation, a
// link, Korean and English passages, pages, and XML-illegal characters.

import type { BlockElement, BookDocument } from '../../core/book/index.ts';

const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
const h = (level: 1 | 2 | 3 | 4, text: string): BlockElement => ({ type: 'heading', level, children: [{ text }] });
const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };
const item = (text: string, nested?: BlockElement) => ({
  type: 'list-item' as const,
  children: nested?.type === 'list' ? [{ type: 'paragraph' as const, children: [{ text }] }, nested] : [{ type: 'paragraph' as const, children: [{ text }] }],
});

export const SAMPLE_DOCUMENT: BookDocument = {
  lang: 'ko',
  blocks: [
    h(1, '1단원 물의 순환'),
    p('물은 증발한다.비가 내린다. 왜 그럴까? Mr. Smith said the U.S. uses 3.14 too.'),
    h(2, '증발'),
    {
      type: 'paragraph',
      children: [{ text: '자세한 내용은 ' }, { type: 'link', href: 'https://example.org/a?b=1&c=2', children: [{ text: '여기' }] }, { text: '를 보세요. 식: ' }, { type: 'math', alt: 'x < 2', tree: [{ tag: 'mi', text: 'x' }], children: [{ text: '' }] }, { text: '.' }],
    },
    h(4, '건너뛴 단계'),
    p('Level three is skipped here.\u0001 Control\u0000 characters\uFFFE and a lone \uD800 surrogate vanish.'),
    pageBreak,
    h(3, '목록'),
    { type: 'list', ordered: true, start: 3, children: [item('첫째'), item('둘째', { type: 'list', ordered: false, children: [item('안쪽 A'), item('안쪽 B')] })] },
    {
      type: 'table',
      caption: '표 1. 강수량',
      children: [
        { type: 'table-row', children: [{ type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: '달' }] }] }, { type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: 'mm' }] }] }] },
        { type: 'table-row', children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: '1월' }] }] }, { type: 'table-cell', colSpan: 1, children: [{ type: 'paragraph', children: [{ text: '' }] }] }] },
      ],
    },
    { type: 'image', src: '/drive-app/file/1', alt: '구름 그림 "비"', children: [{ text: '' }] },
    { type: 'image', src: '/drive-app/file/2', alt: '', children: [{ text: '' }] },
    pageBreak,
    h(1, 'Chapter 2 <English>'),
    h(1, '빈 단원'),
    pageBreak,
  ],
};
