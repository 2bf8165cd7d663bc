import { describe, expect, it } from 'vitest';
import type { BookDocument } from '../book/index.ts';
import type { Clips } from './clips.ts';
import { clockValue } from './clock.ts';
import { writeBook } from './book.ts';
import { writeDtbook } from './dtbook.ts';
import { writeNcx } from './ncx.ts';
import { writeOpf } from './opf.ts';
import { planBook } from './plan.ts';
import { writeResource } from './resource.ts';
import { writeSmil } from './smil.ts';

const INFO = { uid: 'uid-1', publisher: 'Pub', date: '2026-11-28' };
const DOC: BookDocument = {
  lang: 'en',
  blocks: [
    { type: 'heading', level: 1, children: [{ text: 'One' }] },
    { type: 'paragraph', children: [{ text: 'See ' }, { type: 'link', href: 'https://a.example/?x=1&y=2', children: [{ text: 'this. And' }] }, { text: ' more.' }] },
    { type: 'page-break', children: [{ text: '' }] },
    { type: 'heading', level: 2, children: [{ text: 'Two' }] },
    { type: 'list', ordered: false, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'item' }] }] }] },
    { type: 'image', src: '/drive-app/file/9', alt: 'A <map>', children: [{ text: '' }] },
    { type: 'image', src: '/drive-app/file/8', alt: '', children: [{ text: '' }] },
  ],
};
const plan = planBook(DOC, { title: 'Book & co' });
const clipsOf = (seconds: number): Clips => new Map(plan.syncPoints.map((s, i) => [s.id, { src: 'audio/a.mp3', begin: i * seconds, end: (i + 1) * seconds }]));

describe('writeDtbook', () => {
  const xml = writeDtbook(plan, INFO);
  it('gives every sync point an id and a smilref, and splits a link across sentences', () => {
    for (const point of plan.syncPoints) expect(xml).toContain(`id="${point.id}" smilref="part001.smil#par-${point.id}"`);
    expect(xml).toContain('<a href="https://a.example/?x=1&amp;y=2" external="true">this. </a></sent><sent');
    expect(xml).toContain('<a href="https://a.example/?x=1&amp;y=2" external="true">And</a> more.</sent>');
  });
  it('writes levels, lists, pages and images with their prodnote only when described', () => {
    // The document opens with its h1, so page 1's number comes first inside that level.
    expect(xml).toMatch(/<level1>\s*<pagenum [^>]*page="normal">1<\/pagenum>\s*<h1 [^>]*>One<\/h1>/);
    expect(xml).toContain('<list type="ul">');
    expect(xml).toMatch(/<pagenum [^>]*page="normal">2<\/pagenum>/);
    expect(xml).toMatch(/<img id="(img\d+)" src="\/drive-app\/file\/9" alt="A &lt;map&gt;"\/><prodnote [^>]*render="optional" imgref="\1">A &lt;map&gt;<\/prodnote>/);
    expect(xml).toMatch(/<imggroup><img id="img\d+" src="\/drive-app\/file\/8" alt=""\/><\/imggroup>/);
    expect(xml).toContain('<doctitle id="dtb1" smilref="part001.smil#par-dtb1">Book &amp; co</doctitle>');
  });
});

describe('writeSmil', () => {
  it('plays each sync point in a par, with no audio in a text-only book', () => {
    const smil = writeSmil(plan, INFO, 'part001.smil', undefined);
    expect(smil.match(/<par /g)).toHaveLength(plan.syncPoints.length);
    expect(smil).not.toContain('<audio');
    expect(smil).not.toContain('dur=');
    expect(smil).toContain('customTest="pagenum"');
  });
  it('writes clips as full clock values and the seq duration as their sum', () => {
    const smil = writeSmil(plan, INFO, 'part001.smil', clipsOf(1.5));
    expect(smil).toContain('<audio src="audio/a.mp3" clipBegin="00:00:01.500" clipEnd="00:00:03.000"/>');
    expect(smil).toContain(`<seq id="seq" dur="${clockValue(1500 * plan.syncPoints.length)}">`);
  });
});

describe('writeNcx', () => {
  const ncx = writeNcx(plan, INFO, undefined);
  it('nests headings, lists pages and counts playOrder over both', () => {
    expect(ncx).toMatch(/<navPoint id="nav-dtb\d+" class="h1" playOrder="2">[\s\S]*<navPoint id="nav-dtb\d+" class="h2" playOrder="\d+">[\s\S]*<\/navPoint>\s*<\/navPoint>/);
    expect(ncx).toMatch(/<pageTarget [^>]*type="normal" value="1" playOrder="1">/);
    expect(ncx).toContain('<meta name="dtb:uid" content="uid-1"/>');
    expect(ncx).toContain('<meta name="dtb:depth" content="2"/>');
    expect(ncx).toContain('<meta name="dtb:totalPageCount" content="2"/>');
    expect(ncx).toContain('<meta name="dtb:maxPageNumber" content="2"/>');
  });
});

describe('writeOpf and the whole book', () => {
  it('states text-only books as textNCX with no time', () => {
    const opf = writeOpf({ title: 't', lang: 'en', info: INFO, items: [], spine: ['s'], audio: false, totalMilliseconds: 0 });
    expect(opf).toContain('<meta name="dtb:multimediaType" content="textNCX"/>');
    expect(opf).toContain('<meta name="dtb:totalTime" content="00:00:00.000"/>');
    expect(opf).toContain('<dc:Format>ANSI/NISO Z39.86-2005</dc:Format>');
  });
  it('makes totalTime the sum of the SMIL durations and lists audio, images and SMIL in the manifest', () => {
    const files = writeBook(plan, { info: INFO, clips: clipsOf(0.25) });
    const opf = files.find((f) => f.path === 'book.opf')?.content ?? '';
    expect(opf).toContain(`<meta name="dtb:totalTime" content="${clockValue(250 * plan.syncPoints.length)}"/>`);
    expect(opf).toContain('<meta name="dtb:multimediaType" content="audioFullText"/>');
    expect(opf).toContain('href="audio/a.mp3" media-type="audio/mpeg"');
    expect(opf).toContain('href="part001.smil" media-type="application/smil"');
    expect(opf).toMatch(/href="images\/img\d+\.png" media-type="image\/png"/);
    expect(opf).toContain('<itemref idref="smil1"/>');
  });
  it('leaves out an image the server gave no file for, keeping its description as a note, and names only the files it has', () => {
    type Level = (typeof plan.levels)[number];
    const images = (level: Level): { kind: string; id?: string }[] => level.children.flatMap((child) => ('depth' in child ? images(child) : child.kind === 'image' ? [child] : []));
    const [described, bare] = plan.levels.flatMap(images);
    const files = writeBook(plan, { info: INFO, images: new Map([[bare?.id ?? '', { href: 'images/kept.jpg', mediaType: 'image/jpeg' }]]) });
    const xml = files.find((f) => f.path === 'book.xml')?.content ?? '';
    const opf = files.find((f) => f.path === 'book.opf')?.content ?? '';
    expect(xml).not.toContain(`id="${described?.id}"`);
    expect(xml).toMatch(/<prodnote id="dtb\d+" smilref="part001\.smil#par-dtb\d+" render="optional">A &lt;map&gt;<\/prodnote>/);
    expect(xml).toContain(`<imggroup><img id="${bare?.id}" src="images/kept.jpg" alt=""/></imggroup>`);
    expect([...opf.matchAll(/href="(images\/[^"]+)"/g)].map((match) => match[1])).toEqual(['images/kept.jpg']);
    // With none at all, no image is named and the SMIL still plays the description.
    const none = writeBook(plan, { info: INFO, images: new Map() });
    expect(none.find((f) => f.path === 'book.opf')?.content).not.toContain('images/');
    expect(none.find((f) => f.path === 'book.xml')?.content).not.toContain('<img');
  });
  it('names the page structure in the resource file in the book language', () => {
    expect(writeResource('ko')).toContain('<resource xml:lang="ko"><text>쪽</text></resource>');
    expect(writeResource('fr')).toContain('<text>Page</text>');
  });
});
