// The DTBook (dtbook-2005-3): the book's text and structure. Every sync
// point is an element with an `id` and a `smilref` to the SMIL par that
// plays it: headings `hN`, sentences `sent`, page numbers `pagenum`, an
// image's description `prodnote`, the title `doctitle`.

import { isLevel } from './plan.ts';
import type { DaisyPlan, PlanBlock, PlanLevel, PlanList, Run, Sent, SyncPoint } from './plan.ts';
import { attrs, XML_DECLARATION, xmlText } from './xml.ts';
import type { BookInfo } from './info.ts';

export const DTBOOK_FILE = 'book.xml';

export const smilref = (point: SyncPoint) => `${point.smil}#par-${point.id}`;

function syncAttrs(point: SyncPoint, lang: string): string {
  return attrs([
    ['id', point.id],
    ['smilref', smilref(point)],
    ['xml:lang', point.lang === lang ? undefined : point.lang],
  ]);
}

function runs(list: readonly Run[]): string {
  return list.map((run) => (run.href ? `<a${attrs([['href', run.href], ['external', 'true']])}>${xmlText(run.text)}</a>` : xmlText(run.text))).join('');
}

function sents(list: readonly Sent[], lang: string): string {
  return list.map((sent) => `<sent${syncAttrs(sent.sync, lang)}>${runs(sent.runs)}</sent>`).join('');
}

function list(plan: PlanList, lang: string, indent: string): string {
  const items = plan.items.map((item) => `${indent}  <li>${item.blocks.map((b) => block(b, lang, '')).join('')}</li>\n`).join('');
  return `${indent}<list${attrs([['type', plan.ordered ? 'ol' : 'ul'], ['enum', plan.ordered ? '1' : undefined], ['start', plan.start]])}>\n${items}${indent}</list>`;
}

function block(node: PlanBlock, lang: string, indent: string): string {
  switch (node.kind) {
    case 'p':
      return `${indent}<p>${sents(node.sents, lang)}</p>`;
    case 'list':
      return list(node.list, lang, indent);
    case 'page':
      return `${indent}<pagenum${syncAttrs(node.sync, lang)} page="normal">${xmlText(node.sync.text)}</pagenum>`;
    case 'image': {
      // An image with no description gets alt="" and no prodnote: an empty note
      // would be a silent stop, and alt="" is how DTBook (like HTML) says there is nothing to read.
      // An image the server could not have (src '') is left out; its description stays, read as a note.
      if (node.src === '') return node.note ? `${indent}<prodnote${syncAttrs(node.note, lang)}${attrs([['render', 'optional']])}>${xmlText(node.note.text)}</prodnote>` : '';
      const img = `<img${attrs([['id', node.id], ['src', node.src], ['alt', node.alt]])}/>`;
      const note = node.note ? `<prodnote${syncAttrs(node.note, lang)}${attrs([['render', 'optional'], ['imgref', node.id]])}>${xmlText(node.note.text)}</prodnote>` : '';
      return `${indent}<imggroup>${img}${note}</imggroup>`;
    }
    case 'table': {
      const caption = node.caption.length > 0 ? `${indent}  <caption>${sents(node.caption, lang)}</caption>\n` : '';
      const rows = node.rows
        .map((row) => {
          const cells = row.cells.map((cell) => {
            const tag = cell.header ? 'th' : 'td';
            return `<${tag}${attrs([['colspan', cell.colSpan], ['rowspan', cell.rowSpan]])}>${cell.blocks.map((b) => block(b, lang, '')).join('')}</${tag}>`;
          });
          return `${indent}  <tr>${cells.join('')}</tr>\n`;
        })
        .join('');
      return `${indent}<table>\n${caption}${rows}${indent}</table>`;
    }
  }
}

function level(node: PlanLevel, lang: string, indent: string): string {
  const inner = indent + '  ';
  const heading = node.heading ? [`${inner}<h${node.depth}${syncAttrs(node.heading, lang)}>${xmlText(node.heading.text)}</h${node.depth}>`] : [];
  const children = node.children.map((child) => (isLevel(child) ? level(child, lang, inner) : block(child, lang, inner))).filter((text) => text !== '');
  // A level needs content after its heading (DTD: h1, (block | level2)+): an empty paragraph when the document gave none.
  if (children.length === 0) children.push(`${inner}<p/>`);
  const opening = node.openingPage ? [block(node.openingPage, lang, inner)] : [];
  return `${indent}<level${node.depth}>\n${[...opening, ...heading, ...children].join('\n')}\n${indent}</level${node.depth}>`;
}

export function writeDtbook(plan: DaisyPlan, info: BookInfo): string {
  const lang = plan.lang;
  const meta = [
    ['dtb:uid', info.uid],
    ['dc:Title', plan.title.text],
    ['dc:Language', lang],
    ['dc:Publisher', info.publisher],
    ['dc:Date', info.date],
    ['dc:Format', 'ANSI/NISO Z39.86-2005'],
  ]
    .map(([name, content]) => `    <meta${attrs([['name', name], ['content', content]])}/>`)
    .join('\n');
  return `${XML_DECLARATION}
<!DOCTYPE dtbook PUBLIC "-//NISO//DTD dtbook 2005-3//EN" "http://www.daisy.org/z3986/2005/dtbook-2005-3.dtd">
<dtbook xmlns="http://www.daisy.org/z3986/2005/dtbook/" version="2005-3"${attrs([['xml:lang', lang]])}>
  <head>
${meta}
  </head>
  <book>
    <frontmatter>
      <doctitle${syncAttrs(plan.title, lang)}>${xmlText(plan.title.text)}</doctitle>
    </frontmatter>
    <bodymatter>
${plan.levels.map((node) => level(node, lang, '      ')).join('\n')}
    </bodymatter>
  </book>
</dtbook>
`;
}
