import { TEXTBOOK_HTML } from '../../../testing/textbookPdfs.ts';

// Longer documents made from the one-page textbook, for the layout tests and
// the speed measurement.

/** The textbook's body repeated on `pages` pages, each copy starting a new page (its h1 becomes an h2 after the first). */
export function repeatedTextbookHtml(pages: number): string {
  const body = /<body>([\s\S]*)<\/body>/.exec(TEXTBOOK_HTML)?.[1] ?? '';
  const copies = Array.from({ length: pages }, (_, index) => {
    const section = index === 0 ? body : body.replace('<h1>Plants and Light</h1>', `<h2>Plants and Light, part ${index + 1}</h2>`);
    return `<section style="${index === 0 ? '' : 'page-break-before: always'}">${section}</section>`;
  });
  // The textbook's own @page rule would fix the margins; Chromium's header needs the margins page.pdf() gives.
  return TEXTBOOK_HTML.replace(/@page \{[^}]*\}/, '').replace(/<body>[\s\S]*<\/body>/, `<body>${copies.join('\n')}</body>`);
}

const SENTENCES = [
  'Green plants make their own food from sunlight, water and air.',
  'The leaves hold a green pigment that catches the light and turns it into chemical energy.',
  'Roots draw water from the soil, and thin tubes in the stem carry it up to every leaf.',
  'Through tiny openings in the leaves the plant takes in carbon dioxide and gives out oxygen.',
  'The sugar made in the leaves travels to the roots, the fruit and the growing tips.',
];

/** A plain book of `pages` pages: a chapter heading per page, paragraphs, now and then a list. */
export function longTextHtml(pages: number): string {
  const chapters = Array.from({ length: pages }, (_, index) => {
    const paragraphs = Array.from({ length: 6 }, (_, p) => `<p>${Array.from({ length: 4 }, (_, s) => SENTENCES[(index + p + s) % SENTENCES.length]).join(' ')}</p>`).join('');
    const list = index % 3 === 0 ? '<ol><li>Light</li><li>Water</li><li>Air</li></ol>' : '';
    return `<section style="page-break-before: always"><h2>Chapter ${index + 1}</h2>${paragraphs}${list}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A long book</title><style>body { font-family: 'DejaVu Serif', serif; font-size: 11pt; margin: 0 } h2 { font-size: 16pt }</style></head><body>${chapters.join('\n')}</body></html>`;
}

/** A table whose cells stand closer than pdftohtml keeps apart (6 pt padding), with cells that wrap, and nested lists whose items wrap. */
export const CLOSE_TABLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Terms</title>
<style>body { font-family: 'DejaVu Serif', serif; font-size: 11pt } table { border-collapse: collapse } td, th { border: 1px solid #000; padding: 3pt 6pt; vertical-align: top }</style></head><body>
<h1>Terms</h1>
<ol><li>Photosynthesis is the process by which green plants use sunlight to make food from carbon dioxide and water.</li><li>Short step.<ol type="a"><li>Sub a</li><li>Sub b, which is long enough that it has to wrap onto a second line of the page.</li></ol></li></ol>
<table><tr><th>Term</th><th>Meaning</th><th>Example</th></tr>
<tr><td>Chlorophyll</td><td>The green pigment in leaves that absorbs light energy for the plant</td><td>Leaf</td></tr>
<tr><td>Stoma</td><td>A pore</td><td>Underside of a leaf</td></tr></table>
<p>Closing words.</p>
</body></html>`;

const MEADOW =
  'Green plants make their own food from sunlight, water and air, and the meadow lives on what they make. Insects feed on the leaves, birds feed on the insects, and the soil takes back what falls. ';

/** A title across the page, then two columns: a paragraph that runs from the left column into the right one, a lettered list, a paragraph. */
export const TWO_COLUMN_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Meadow</title>
<style>body { font-family: 'DejaVu Serif', serif; font-size: 11pt } .columns { columns: 2; column-gap: 1.5em; height: 200pt; column-fill: auto }</style></head><body>
<h1>The Meadow</h1>
<div class="columns"><p>${MEADOW.repeat(3).trim()}</p><ol type="a"><li>Grass</li><li>Clover</li></ol><p>Closing words of the second column.</p></div>
</body></html>`;

export const MEADOW_PARAGRAPH = MEADOW.repeat(3).trim();
