import { describe, expect, it } from 'vitest';
import type { BlockElement, BookDocument, HeadingElement, InlineNode, ParagraphElement } from '../../book/index.ts';
import { applyDocumentFix } from './applyFix.ts';
import { checkDocument } from './checkDocument.ts';
import type { DocumentFixStep, Finding, RuleId } from '../finding.ts';

// Each document rule over the Book's model, and each of its fixes applied:
// after the fix the rule finds nothing there.

const text = (value: string, marks: Record<string, unknown> = {}): InlineNode => ({ text: value, ...marks });
const p = (...children: InlineNode[]): ParagraphElement => ({ type: 'paragraph', children });
const h = (level: 1 | 2 | 3 | 4 | 5 | 6, value: string): HeadingElement => ({ type: 'heading', level, children: [text(value)] });
const image = (props: Record<string, unknown>): BlockElement => ({ type: 'image', src: '/drive-app/file/7/leaf.png', alt: '', children: [{ text: '' }], ...props }) as BlockElement;
const cell = (value: string, props: Record<string, unknown> = {}) => ({ type: 'table-cell' as const, children: [{ type: 'paragraph' as const, children: [text(value)] }], ...props });
const table = (...rows: string[][]): BlockElement => ({ type: 'table', children: rows.map((row) => ({ type: 'table-row', children: row.map((value) => cell(value)) })) });

function check(blocks: BlockElement[], title = 'Leaves'): Finding[] {
  return checkDocument({ blocks }, { title });
}

function of(rule: RuleId, blocks: BlockElement[]): Finding[] {
  return check(blocks).filter((finding) => finding.rule === rule);
}

/** The blocks after the finding's auto fix. */
function fixed(blocks: BlockElement[], finding: Finding | undefined): BlockElement[] {
  expect(finding?.fix?.kind).toBe('auto');
  if (finding?.fix?.kind !== 'auto') return blocks;
  return applyDocumentFix(blocks, finding.fix.steps as DocumentFixStep[]);
}

describe('document-title', () => {
  it('needs a title that is not blank, with a guided fix to the title', () => {
    expect(check([h(1, 'Leaves')], ' ')).toMatchObject([{ rule: 'document-title', severity: 'error', location: { kind: 'document' }, fix: { kind: 'guided', action: 'title' } }]);
    expect(check([h(1, 'Leaves')], 'Leaves')).toEqual([]);
  });
});

describe('heading-present', () => {
  it('is an error with no heading, a warning with no level 1 heading', () => {
    expect(of('heading-present', [p(text('x'))])).toMatchObject([{ severity: 'error' }]);
    expect(of('heading-present', [h(2, 'Leaves')])).toMatchObject([{ severity: 'warning' }]);
    expect(of('heading-present', [{ type: 'blockquote', children: [h(1, 'Leaves')] }])).toEqual([]);
  });
});

describe('heading-order', () => {
  it('reports a skipped level going down and fixes it to one below the previous', () => {
    const blocks = [h(1, 'A'), h(3, 'B'), h(2, 'C'), h(4, 'D')];
    const findings = of('heading-order', blocks);
    expect(findings.map((finding) => finding.location)).toEqual([{ kind: 'node', path: [1] }, { kind: 'node', path: [3] }]);
    expect(findings[0]?.message.values).toEqual({ level: 3, previous: 1 });
    const after = fixed(blocks, findings[0]);
    expect(after[1]).toMatchObject({ type: 'heading', level: 2 });
    expect(of('heading-order', fixed(after, of('heading-order', after)[0]))).toEqual([]);
  });

  it('allows going up any number of levels and a first heading below 1', () => {
    expect(of('heading-order', [h(2, 'A'), h(3, 'B'), h(4, 'C'), h(1, 'D'), h(2, 'E')])).toEqual([]);
  });

  it('keys a finding by the heading, not its place', () => {
    const [before] = of('heading-order', [h(1, 'A'), h(3, 'B')]);
    const [after] = of('heading-order', [p(text('new')), h(1, 'A'), h(3, 'B')]);
    expect(after?.key).toBe(before?.key);
    expect(after?.location).toEqual({ kind: 'node', path: [2] });
  });
});

describe('heading-empty', () => {
  it('reports a heading with no text and removes it', () => {
    const blocks = [h(1, 'A'), h(2, '  '), p(text('x'))];
    const [finding] = of('heading-empty', blocks);
    expect(finding).toMatchObject({ severity: 'error', location: { kind: 'node', path: [1] } });
    const after = fixed(blocks, finding);
    expect(after).toEqual([h(1, 'A'), p(text('x'))]);
    expect(of('heading-empty', after)).toEqual([]);
  });
});

describe('image-alt', () => {
  it('accepts alt text, a tactile version, or the decorative mark', () => {
    expect(of('image-alt', [image({ alt: 'A leaf' }), image({ tactile: '42' }), image({ decorative: true })])).toEqual([]);
  });

  it('reports an empty alt not marked decorative as an error, a file name as a warning; both guided to the description', () => {
    const findings = of('image-alt', [image({ alt: ' ' }), image({ src: '/drive-app/file/8/IMG_0001.jpg', alt: 'IMG_0001.jpg' }), image({ alt: 'DSC01234' })]);
    expect(findings.map((finding) => [finding.severity, finding.fix?.kind === 'guided' && finding.fix.action])).toEqual([
      ['error', 'image-description'],
      ['warning', 'image-description'],
      ['warning', 'image-description'],
    ]);
    expect(findings[1]?.message.values).toEqual({ alt: 'IMG_0001.jpg' });
  });

  it('does not take a sentence that ends in a file name for one', () => {
    expect(of('image-alt', [image({ alt: 'A diagram of the leaf, from leaf.png' }), image({ alt: 'photo' })])).toEqual([]);
  });
});

describe('link-name', () => {
  const link = (value: string, href = 'https://example.org/leaves'): BlockElement => p(text('See '), { type: 'link', href, children: [{ text: value }] }, text('.'));

  it('is an error for a link of spaces and a warning for "click here" and its kin, in several languages', () => {
    expect(of('link-name', [link('  ')])).toMatchObject([{ severity: 'error', location: { kind: 'node', path: [0, 1] } }]);
    for (const vague of ['click here', 'Here', 'more…', '여기', '클릭', '자세히 보기', '"here"']) {
      expect(of('link-name', [link(vague)]), vague).toMatchObject([{ severity: 'warning', message: { values: { text: vague.trim() } } }]);
    }
  });

  it('accepts a link that says where it goes, or its own address', () => {
    expect(of('link-name', [link('how leaves work'), link('https://example.org/leaves'), link('here is how leaves work')])).toEqual([]);
  });
});

describe('url-required', () => {
  it('reports a link or media whose address the Book would not keep, guided to the link or media dialog', () => {
    const blocks: BlockElement[] = [
      p(text('a '), { type: 'link', href: 'javascript:alert(1)', children: [{ text: 'b' }] }, text('')),
      { type: 'media', kind: 'video', src: '', children: [{ text: '' }] },
      { type: 'media', kind: 'audio', src: '/drive-app/file/3/a.mp3', children: [{ text: '' }] },
    ];
    expect(of('url-required', blocks).map((finding) => [finding.location, finding.fix?.kind === 'guided' && finding.fix.action])).toEqual([
      [{ kind: 'node', path: [0, 1] }, 'link'],
      [{ kind: 'node', path: [1] }, 'media'],
    ]);
  });
});

describe('table-header', () => {
  it('reports a data table with no header cells and makes its first row the header row', () => {
    const blocks = [h(1, 'A'), table(['Part', 'Job'], ['Leaf', 'Sugar'])];
    const [finding] = of('table-header', blocks);
    expect(finding).toMatchObject({ severity: 'error', location: { kind: 'node', path: [1] } });
    const after = fixed(blocks, finding);
    const rows = (after[1] as Extract<BlockElement, { type: 'table' }>).children;
    expect(rows[0]?.children.map((c) => c.header)).toEqual([true, true]);
    expect(rows[1]?.children.map((c) => c.header)).toEqual([undefined, undefined]);
    expect(of('table-header', after)).toEqual([]);
  });

  it('leaves a single row or a single column alone, and a table with any header cell', () => {
    expect(of('table-header', [table(['a', 'b']), table(['a'], ['b']), { type: 'table', children: [{ type: 'table-row', children: [cell('a', { header: true }), cell('b')] }, { type: 'table-row', children: [cell('c'), cell('d')] }] }])).toEqual([]);
  });
});

describe('list-structure', () => {
  it.each([
    ['• Leaves', '• Roots', { ordered: false, style: 'disc' }],
    ['- Leaves', '- Roots', { ordered: false, style: 'disc' }],
    ['○ Leaves', '○ Roots', { ordered: false, style: 'circle' }],
    ['1. Leaves', '2. Roots', { ordered: true, style: 'decimal' }],
    ['3) Leaves', '4) Roots', { ordered: true, style: 'decimal', start: 3 }],
    ['a) Leaves', 'b) Roots', { ordered: true, style: 'lower-alpha' }],
    ['A. Leaves', 'B. Roots', { ordered: true, style: 'upper-alpha' }],
    ['i. Leaves', 'ii. Roots', { ordered: true, style: 'lower-roman' }],
    ['가. 잎', '나. 뿌리', { ordered: true, style: 'decimal' }],
    ['① 잎', '② 뿌리', { ordered: true, style: 'decimal' }],
  ])('finds "%s", "%s" and replaces them by a list of that kind, markers stripped', (first, second, kind) => {
    const blocks = [h(1, 'A'), p(text(first)), p(text(second)), p(text('After.'))];
    const [finding] = of('list-structure', blocks);
    expect(finding).toMatchObject({ severity: 'warning', location: { kind: 'node', path: [1] }, message: { values: { count: 2 } } });
    const after = fixed(blocks, finding);
    expect(after).toHaveLength(3);
    expect(after[1]).toMatchObject({ type: 'list', ...kind });
    if (!('start' in kind)) expect(after[1]).not.toHaveProperty('start');
    const items = (after[1] as Extract<BlockElement, { type: 'list' }>).children.map((item) => item.children[0]?.children);
    expect(items).toEqual([[text(first.replace(/^\S+\s*/, ''))], [text(second.replace(/^\S+\s*/, ''))]]);
    expect(of('list-structure', after)).toEqual([]);
  });

  it('strips a marker split across formatted runs, keeping the formatting of the rest', () => {
    const blocks = [p(text('1', { bold: true }), text('. Light', { italic: true })), p(text('2. Water'))];
    const after = fixed(blocks, of('list-structure', blocks)[0]);
    expect((after[0] as Extract<BlockElement, { type: 'list' }>).children[0]?.children[0]?.children).toEqual([text('Light', { italic: true })]);
  });

  it('finds runs inside quotations, and not across kinds, not one paragraph alone, not "-5 degrees"', () => {
    expect(of('list-structure', [{ type: 'blockquote', children: [p(text('• a')), p(text('• b'))] }])).toMatchObject([{ location: { kind: 'node', path: [0, 0] } }]);
    expect(of('list-structure', [p(text('• a')), p(text('1. b'))])).toEqual([]);
    expect(of('list-structure', [p(text('1. Only one.')), p(text('Then more.'))])).toEqual([]);
    expect(of('list-structure', [p(text('-5 degrees')), p(text('-3 degrees'))])).toEqual([]);
  });
});

describe('color-contrast', () => {
  const doc = (...blocks: BlockElement[]): BookDocument => ({ blocks: [h(1, 'A'), ...blocks] });
  const contrast = (document: BookDocument) => checkDocument(document, { title: 'T' }).filter((finding) => finding.rule === 'color-contrast');

  it('passes the defaults and text that meets 4.5:1', () => {
    expect(contrast(doc(p(text('plain'), text('dark grey', { color: '#595959' }), text('marked', { highlight: '#ffff00' }))))).toEqual([]);
  });

  it('fails normal text under 4.5:1, with the ratio and what is required', () => {
    const [finding] = contrast(doc(p(text('grey', { color: '#999999' }))));
    expect(finding).toMatchObject({ severity: 'error', location: { kind: 'node', path: [1, 0] }, message: { values: { ratio: '2.84', required: '4.5' } } });
  });

  it('takes 3:1 for h1–h3 (large) and 4.5:1 for h4 and for superscript in h3', () => {
    const grey = (level: 1 | 2 | 3 | 4): BlockElement => ({ type: 'heading', level, children: [text('grey', { color: '#808080' })] });
    expect(contrast({ blocks: [grey(1), grey(2), grey(3)] })).toEqual([]);
    expect(contrast({ blocks: [grey(4)] })).toHaveLength(1);
    expect(contrast({ blocks: [{ type: 'heading', level: 3, children: [text('x', { color: '#808080', superscript: true })] }] })).toHaveLength(1);
    // Bold paragraph text is 16px: not large.
    expect(contrast(doc(p(text('bold', { color: '#808080', bold: true }))))).toHaveLength(1);
  });

  it('takes a link as the browser paints it (#0000ee) and a cell background behind its text', () => {
    expect(contrast(doc(p(text('a '), { type: 'link', href: 'https://example.org/', children: [{ text: 'link', highlight: '#000080' }] }, text(''))))).toHaveLength(1);
    const darkCell: BlockElement = { type: 'table', children: [{ type: 'table-row', children: [cell('Leaf', { background: '#333333' }), cell('Sugar')] }] };
    const [finding] = contrast(doc(darkCell));
    expect(finding?.location).toEqual({ kind: 'node', path: [1, 0, 0, 0, 0] });
  });

  it('fixes a coloured text to the nearest passing colour of its hue', () => {
    const blocks = [h(1, 'A'), p(text('red', { color: '#ff6666' }))];
    const [finding] = contrast({ blocks });
    const after = fixed(blocks, finding);
    const color = ((after[1] as Extract<BlockElement, { type: 'paragraph' }>).children[0] as { color: string }).color;
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(color).not.toBe('#ff6666');
    // Still red: red the strongest channel, green and blue equal.
    expect(Number.parseInt(color.slice(1, 3), 16)).toBeGreaterThan(Number.parseInt(color.slice(3, 5), 16));
    expect(color.slice(3, 5)).toBe(color.slice(5, 7));
    expect(contrast({ blocks: after })).toEqual([]);
  });

  it('removes a grey text colour when black passes', () => {
    const blocks = [h(1, 'A'), p(text('grey', { color: '#aaaaaa', italic: true }))];
    const [finding] = contrast({ blocks });
    expect(finding?.fix).toMatchObject({ kind: 'auto', steps: [{ op: 'set', path: [1, 0], props: { color: undefined } }] });
    expect((fixed(blocks, finding)[1] as Extract<BlockElement, { type: 'paragraph' }>).children[0]).toEqual(text('grey', { italic: true }));
  });

  it('fixes the background the document set when the text keeps its default colour', () => {
    const highlighted = [h(1, 'A'), p(text('dark', { highlight: '#000080' }))];
    const afterHighlight = fixed(highlighted, contrast({ blocks: highlighted })[0]);
    expect(contrast({ blocks: afterHighlight })).toEqual([]);
    const inCell: BlockElement[] = [h(1, 'A'), { type: 'table', children: [{ type: 'table-row', children: [cell('Leaf', { background: '#333333' }), cell('Sugar')] }] }];
    const [finding] = contrast({ blocks: inCell });
    expect(finding?.fix).toMatchObject({ kind: 'auto', steps: [{ op: 'set', path: [1, 0, 0] }] });
    expect(contrast({ blocks: fixed(inCell, finding) })).toEqual([]);
  });
});

describe('applyDocumentFix', () => {
  const blocks = [h(1, 'A'), p(text('b')), p(text('c'))];

  it('does not change the blocks it is given', () => {
    const copy = structuredClone(blocks);
    applyDocumentFix(blocks, [{ op: 'set', path: [0], props: { level: 2 } }, { op: 'remove', path: [1] }]);
    expect(blocks).toEqual(copy);
  });

  it('sets and removes properties, never type, children or text', () => {
    const after = applyDocumentFix(blocks, [{ op: 'set', path: [0], props: { level: 2, align: 'center', type: 'paragraph', children: [] } }, { op: 'set', path: [0], props: { align: undefined } }]);
    expect(after[0]).toEqual(h(2, 'A'));
  });

  it('removes and replaces siblings in order, deep inside the tree too', () => {
    expect(applyDocumentFix(blocks, [{ op: 'remove', path: [1] }])).toEqual([h(1, 'A'), p(text('c'))]);
    expect(applyDocumentFix(blocks, [{ op: 'replace', path: [1], count: 2, blocks: [h(2, 'B')] }])).toEqual([h(1, 'A'), h(2, 'B')]);
    const quoted: BlockElement[] = [{ type: 'blockquote', children: [p(text('x')), p(text('y'))] }];
    expect(applyDocumentFix(quoted, [{ op: 'remove', path: [0, 0] }])).toEqual([{ type: 'blockquote', children: [p(text('y'))] }]);
  });

  it('skips a step whose path leads nowhere (the document changed since the check)', () => {
    expect(applyDocumentFix(blocks, [{ op: 'remove', path: [7] }, { op: 'set', path: [0, 5, 1], props: { bold: true } }, { op: 'remove', path: [] }])).toEqual(blocks);
  });
});
