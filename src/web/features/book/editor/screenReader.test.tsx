// What a screen reader says reading the Book's editing area, beside axe (issue
// 20): the virtual screen reader (@guidepup/virtual-screen-reader) walks the
// accessibility tree jsdom builds, as a reader's browse mode does, and logs
// what it would speak. Not a substitute for NVDA, JAWS or VoiceOver (their
// editing modes are in docs/ACCESSIBILITY.md); it catches structure that
// does not reach the tree: a heading drawn as bold text, a table without
// header cells, a picture without its alternative text.

import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { BookEditor } from './BookEditor.tsx';
import { h, item, p, pageBreak, ul } from './testEditor.ts';
import { newTable } from './tables.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

afterEach(async () => {
  await virtual.stop();
});

const table = (): BlockElement => {
  const base = newTable(2, 2, true) as BlockElement & { children: { children: { children: { children: { text: string }[] }[] }[] }[] };
  const words = [
    ['Plant', 'Height'],
    ['Fern', '30 cm'],
  ];
  base.children.forEach((row, r) => row.children.forEach((cell, c) => (cell.children = [{ type: 'paragraph', children: [{ text: words[r]?.[c] ?? '' }] } as never])));
  return base;
};

const DOCUMENT: BlockElement[] = [
  h(1, 'Plants'),
  p('Plants make food from light.'),
  h(2, 'Parts'),
  ul(item('Roots'), item('Stem'), item('Leaves')),
  { type: 'paragraph', children: [{ text: 'See ' }, { type: 'link', href: 'https://example.org/ferns', children: [{ text: 'ferns' }] }, { text: '.' }] },
  table(),
  { type: 'image', src: 'data:image/png;base64,AA==', alt: 'A fern with seven leaves', children: [{ text: '' }] },
  pageBreak(),
  p('Seeds'),
];

/** Everything the reader says going through the page from the top, one item at a time. */
async function readThrough(): Promise<string[]> {
  await virtual.start({ container: document.body });
  for (let step = 0; step < 400 && (await virtual.lastSpokenPhrase()) !== 'end of document'; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

/** Each phrase is said, after the one before it. */
function expectSaidInOrder(said: readonly string[], phrases: readonly string[]) {
  let from = 0;
  for (const phrase of phrases) {
    const at = said.indexOf(phrase, from);
    expect(at, `"${phrase}" after position ${from} in:\n${said.join('\n')}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

describe('the editing area, as a screen reader reads it', () => {
  it('speaks the text box by the document title, then headings, lists, links, tables, pictures and page breaks as such, in order', async () => {
    renderBookInEnglish(<BookEditor value={DOCUMENT} onChange={() => undefined} title="Botany" />);
    const said = await readThrough();
    expectSaidInOrder(said, [
      'region, Document editor',
      'toolbar, Formatting, orientated horizontally',
      'button, Bold, key shortcuts Control+B, not pressed',
      'end of toolbar, Formatting, orientated horizontally',
      'textbox, Document body, Botany, not read only',
      'heading, Plants, level 1',
      'Plants make food from light.',
      'heading, Parts, level 2',
      'list',
      'listitem, level 1, position 1, set size 3',
      'Roots',
      'listitem, level 1, position 3, set size 3',
      'end of list',
      'link, ferns',
      'table',
      'columnheader, Plant',
      'columnheader, Height',
      'cell, Fern',
      'cell, 30 cm',
      'end of table',
      'figure, Image: A fern with seven leaves',
      'image, A fern with seven leaves',
      'Seeds',
      'end of textbox, Document body, Botany, not read only',
    ]);
    // The page break is a separator named by the page it begins.
    expect(said.some((phrase) => phrase.startsWith('separator, Page break, page 2 begins'))).toBe(true);
    // No empty paragraph read as "blank" and nothing unnamed: every picture has its words.
    expect(said.filter((phrase) => /^(image|img|figure)$/.test(phrase))).toEqual([]);
  });
});
