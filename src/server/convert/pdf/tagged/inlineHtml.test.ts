import { describe, expect, it } from 'vitest';
import { inlineHtml, piecesOfRuns, piecesText } from './inlineHtml.ts';

const run = (text: string, size = 12, y = 700, endsLine = false) => ({ text, x: 0, y, size, endsLine });

describe('inlineHtml', () => {
  it('joins lines with a space, but not after a hyphen, and drops a soft hyphen at a line end', () => {
    const pieces = piecesOfRuns([run('A well-', 12, 700, true), run('known exam\u00ad', 12, 686, true), run('ple of text', 12, 672, true)], [], undefined);
    expect(piecesText(pieces)).toBe('A well-known example of text');
  });

  it('marks smaller raised text as superscript and smaller lowered text as subscript', () => {
    const pieces = piecesOfRuns([run('x'), run('2', 8, 705), run(' + H'), run('2', 8, 697), run('O')], [], undefined);
    expect(inlineHtml(pieces)).toBe('x<sup>2</sup> + H<sub>2</sub>O');
  });

  it('escapes markup in the text and keeps spaces outside styled runs and links', () => {
    const plain = piecesOfRuns([run('a <b> & "c" ')], [], undefined);
    const bold = piecesOfRuns([run(' bold ')], ['strong'], undefined);
    const link = piecesOfRuns([run('site')], [], 'https://example.org/?a=1&b=2');
    expect(inlineHtml([...plain, ...bold, ...link])).toBe('a &lt;b&gt; &amp; &quot;c&quot; <strong>bold</strong> <a href="https://example.org/?a=1&amp;b=2">site</a>');
  });

  it('drops control characters a PDF may hold', () => {
    expect(inlineHtml(piecesOfRuns([run('a\u0000b\u0007c')], [], undefined))).toBe('abc');
  });
});
