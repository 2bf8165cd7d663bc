import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { BookBlocks } from './BookBlocks.tsx';
import { renderMessages } from './messages.ts';

const VOID = [{ text: '' }] as [{ text: '' }];
const p = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });

const blocks: BlockElement[] = [
  { type: 'heading', level: 1, children: [{ text: 'Chapter 1' }] },
  { type: 'paragraph', children: [{ text: 'Plain, ' }, { text: 'strong', bold: true }, { text: ' and ' }, { type: 'link', href: 'https://example.org/', children: [{ text: 'a link' }] }, { text: '' }] },
  { type: 'heading', level: 3, children: [{ text: 'Section' }] },
  {
    type: 'list',
    ordered: true,
    start: 3,
    children: [
      { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'third' }] }] },
      {
        type: 'list-item',
        children: [
          { type: 'paragraph', children: [{ text: 'fourth' }] },
          { type: 'list', ordered: false, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'nested' }] }] }] },
        ],
      },
    ],
  },
  {
    type: 'table',
    caption: 'Planets',
    children: [
      { type: 'table-row', children: [{ type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: 'Name' }] }] }, { type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: 'Moons' }] }] }] },
      { type: 'table-row', children: [{ type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: 'Mars' }] }] }, { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: '2' }] }] }] },
    ],
  },
  { type: 'page-break', children: VOID },
  { type: 'image', src: '/drive-app/file/abc', alt: 'A map of Korea', tactile: '12', children: VOID },
  { type: 'image', src: '/drive-app/file/line', alt: 'ignored', decorative: true, children: VOID },
  { type: 'image', src: 'https://evil.example/x.png', alt: 'remote', children: VOID },
  { type: 'paragraph', children: [{ type: 'link', href: 'javascript:alert(1)', children: [{ text: 'not a link' }] }] },
  { type: 'page-break', children: VOID },
  p('line one\nline two'),
  {
    type: 'paragraph',
    children: [
      { text: 'So ' },
      {
        type: 'math',
        display: 'block',
        tree: [{ tag: 'mfrac', children: [{ tag: 'mi', attrs: { mathvariant: 'bold' }, text: 'a' }, { tag: 'mn', text: '2' }] }, { tag: 'mo', attrs: { stretchy: 'false' }, text: '<' }],
        children: VOID,
      },
      { text: '' },
    ],
  },
];

function renderBlocks() {
  return renderBookInEnglish(<BookBlocks blocks={blocks} />, [
    [renderMessages.pageBreak, 'Page {page}'],
    [renderMessages.tactileVersion, 'Tactile version available'],
  ]);
}

describe('BookBlocks', () => {
  it('renders headings at their levels, so a screen reader can move between them', () => {
    renderBlocks();
    expect(screen.getByRole('heading', { level: 1, name: 'Chapter 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
  });

  it('keeps marks and safe links, and drops a javascript: link to its text', () => {
    renderBlocks();
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://example.org/');
    expect(screen.queryByRole('link', { name: 'not a link' })).toBeNull();
    expect(screen.getByText('not a link')).toBeInTheDocument();
  });

  it('renders numbered lists with their start and nested lists inside items', () => {
    const { container } = renderBlocks();
    const ol = container.querySelector('ol');
    expect(ol).toHaveAttribute('start', '3');
    const items = within(ol as HTMLElement).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('third');
    expect(within(items[1] as HTMLElement).getByRole('list')).toHaveTextContent('nested');
  });

  it('names the table by its caption and gives header cells their scope', () => {
    renderBlocks();
    const table = screen.getByRole('table', { name: 'Planets' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'Mars' })).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('cell', { name: '2' })).toBeInTheDocument();
  });

  it('gives pictures their alternative text, hides decorative ones, and shows no remote picture', () => {
    const { container } = renderBlocks();
    expect(screen.getByRole('img', { name: 'A map of Korea' })).toHaveAttribute('src', '/drive-app/file/abc');
    expect(screen.getByText('Tactile version available')).toBeInTheDocument();
    expect(container.querySelector('img[src="/drive-app/file/line"]')).toHaveAttribute('alt', '');
    expect(container.querySelector('img[src^="https:"]')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('marks where each page begins with a named separator', () => {
    renderBlocks();
    const separators = screen.getAllByRole('separator');
    expect(separators.map((separator) => separator.getAttribute('aria-label'))).toEqual(['Page 2', 'Page 3']);
  });

  it('renders an equation as MathML from the allow-list, named by its text', () => {
    renderBlocks();
    const wrapper = screen.getByRole('math', { name: 'Equation: a 2 <' });
    const math = wrapper.querySelector('math');
    expect(math?.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(math?.getAttribute('display')).toBe('block');
    expect(math?.innerHTML).toBe('<mfrac><mi mathvariant="bold">a</mi><mn>2</mn></mfrac><mo stretchy="false">&lt;</mo>');
  });

  it('renders soft line breaks', () => {
    const { container } = renderBlocks();
    expect(container.querySelector('p br')).not.toBeNull();
  });
});
