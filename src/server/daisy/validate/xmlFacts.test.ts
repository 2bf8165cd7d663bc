import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DTD_FOLDER } from './dtdFolder.ts';
import { el, readLists } from './xmlFacts.ts';
import { decodeReferences, splitCounted } from './xmllint.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'daisy-xmlfacts-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function xmlFile(name: string, text: string): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, text);
  return path;
}

describe('decodeReferences', () => {
  it('decodes the references libxml2 writes and leaves other text alone', () => {
    expect(decodeReferences('a&amp;b &quot;c&quot; &lt;d&gt; &#xAC00;&#10;&apos;')).toBe('a&b "c" <d> 가\n\'');
    expect(decodeReferences('&nbsp; & &#x110000;')).toBe('&nbsp; & &#x110000;');
  });
});

describe('splitCounted', () => {
  it('splits counted strings by code points, colons and digits inside values included', () => {
    expect(splitCounted('3:a:b0:6:12:3가😀', 3)).toEqual(['a:b', '', '12:3가😀']);
    expect(splitCounted('3:a:b0:6:12:3가😀x', 3)).toBeUndefined();
    expect(splitCounted('6:4', 1)).toBeUndefined();
    expect(splitCounted('1:ab', 1)).toBeUndefined();
    expect(splitCounted('x:a', 1)).toBeUndefined();
  });
});

describe('readLists', { timeout: 60_000 }, () => {
  it('reads a long text value whole (the xmllint shell cut strings at 40 characters)', async () => {
    const long = `urn:uuid:7d9e2c1a-0b3f-4c55-9a61-2f0e8d1c4b77 ${'과학 '.repeat(40)}end`;
    const path = await xmlFile('long.xml', `<r><t>${long}</t><t>two\nlines</t></r>`);
    const lists = await readLists(path, { t: { nodes: '//t', fields: { text: '.' } } }, folder, DEFAULT_DTD_FOLDER);
    expect(lists).toEqual({ t: [{ text: long }, { text: 'two\nlines' }] });
  });

  it('reads attributes with quotes, ampersands, a character-reference newline and Korean exactly, in document order', async () => {
    const path = await xmlFile('odd.xml', '<?xml version="1.0"?>\n<r xmlns="urn:x"><a s="x&amp;y &quot;q&quot; &lt;&gt;" t="1"/><a s="한국어&#10;둘째 줄" t="2"/><a s=" id=&quot;no&quot; " t="3"/></r>\n');
    const lists = await readLists(path, { a: { nodes: `//${el('a')}`, fields: { s: '@s', t: '@t' } } }, folder, DEFAULT_DTD_FOLDER);
    expect(lists).toEqual({ a: [{ s: 'x&y "q" <>', t: '1' }, { s: '한국어\n둘째 줄', t: '2' }, { s: ' id="no" ', t: '3' }] });
  });

  it('leaves out a node that lacks an attribute and keeps the others aligned', async () => {
    const path = await xmlFile('gap.xml', '<r><a s="1" t="one"/><a t="two"/><a s="3" t="three"/><a s="4"/><a s="5" t="five"/></r>');
    const lists = await readLists(path, { a: { nodes: '//a', fields: { s: '@s', t: '@t' } } }, folder, DEFAULT_DTD_FOLDER);
    expect(lists).toEqual({ a: [{ s: '1', t: 'one' }, { s: '3', t: 'three' }, { s: '5', t: 'five' }] });
  });

  it('reads text and functions of nodes, and empty lists', async () => {
    const path = await xmlFile('text.xml', '<r xmlns:dc="urn:dc"><dc:Title> A &amp; B </dc:Title></r>');
    const lists = await readLists(path, { dc: { nodes: '/r/*', fields: { name: 'local-name({})', text: '.' } }, none: { nodes: '//nothing', fields: { s: '@s' } } }, folder, DEFAULT_DTD_FOLDER);
    expect(lists).toEqual({ dc: [{ name: 'Title', text: ' A & B ' }], none: [] });
  });

  it('answers undefined for a file that is not well-formed', async () => {
    const path = await xmlFile('broken.xml', '<r><a></r>');
    expect(await readLists(path, { a: { nodes: '//a', fields: { s: '@s' } } }, folder, DEFAULT_DTD_FOLDER)).toBeUndefined();
  });

  it('reads the 20,000 ids of a big file in one pass, not one walk per id', async () => {
    const paragraphs = Array.from({ length: 20_000 }, (_, index) => `<p id="p${index}"/>`).join('');
    const path = await xmlFile('big.xml', `<r>${paragraphs}</r>`);
    const started = performance.now();
    const lists = await readLists(path, { ids: { nodes: '//*[@id]', fields: { id: '@id' } } }, folder, DEFAULT_DTD_FOLDER);
    expect(lists?.ids).toHaveLength(20_000);
    expect(lists?.ids[19_999]).toEqual({ id: 'p19999' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
