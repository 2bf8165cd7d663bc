// The NCX (ncx-2005-1): the headings as a nested navMap and the pages as a
// pageList, each pointing at its SMIL par. playOrder counts headings and
// pages together in reading order, as the NCX requires of targets that share it.

import { timedClip } from './clips.ts';
import type { Clips } from './clips.ts';
import { clockValue } from './clock.ts';
import type { BookInfo } from './info.ts';
import type { DaisyPlan, SyncPoint } from './plan.ts';
import { attrs, XML_DECLARATION, xmlText } from './xml.ts';

export const NCX_FILE = 'book.ncx';

interface NavNode {
  readonly point: SyncPoint;
  readonly order: number;
  readonly children: NavNode[];
}

function label(point: SyncPoint, clips: Clips | undefined, indent: string): string {
  const clip = timedClip(clips, point);
  const audio = clip ? `<audio${attrs([['src', clip.src], ['clipBegin', clockValue(clip.begin)], ['clipEnd', clockValue(clip.end)]])}/>` : '';
  return `${indent}<navLabel><text>${xmlText(point.text)}</text>${audio}</navLabel>`;
}

const content = (point: SyncPoint) => `<content${attrs([['src', `${point.smil}#par-${point.id}`]])}/>`;

function navPoint(node: NavNode, clips: Clips | undefined, indent: string): string {
  const inner = indent + '  ';
  const children = node.children.map((child) => navPoint(child, clips, inner));
  return [
    `${indent}<navPoint${attrs([['id', `nav-${node.point.id}`], ['class', `h${node.point.level ?? 1}`], ['playOrder', node.order]])}>`,
    label(node.point, clips, inner),
    `${inner}${content(node.point)}`,
    ...children,
    `${indent}</navPoint>`,
  ].join('\n');
}

function depthOf(nodes: readonly NavNode[]): number {
  return nodes.reduce((deepest, node) => Math.max(deepest, 1 + depthOf(node.children)), 0);
}

export function writeNcx(plan: DaisyPlan, info: BookInfo, clips: Clips | undefined): string {
  const roots: NavNode[] = [];
  const open: NavNode[] = [];
  const pages: { point: SyncPoint; order: number }[] = [];
  let order = 0;
  for (const point of plan.syncPoints) {
    if (point.kind === 'page') pages.push({ point, order: (order += 1) });
    if (point.kind !== 'heading') continue;
    const node: NavNode = { point, order: (order += 1), children: [] };
    // Nested under the nearest open heading of a higher level; skipped levels nest no deeper.
    while (open.length > 0 && (open.at(-1)?.point.level ?? 0) >= (point.level ?? 1)) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  const maxPage = pages.reduce((max, { point }) => Math.max(max, point.page ?? 0), 0);
  const meta = [
    ['dtb:uid', info.uid],
    ['dtb:depth', String(depthOf(roots))],
    ['dtb:generator', info.generator],
    ['dtb:totalPageCount', String(pages.length)],
    ['dtb:maxPageNumber', String(maxPage)],
  ]
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `    <meta${attrs([['name', name], ['content', value]])}/>`)
    .join('\n');
  const pageList =
    pages.length === 0
      ? ''
      : `  <pageList>\n${pages
          .map(({ point, order: playOrder }) =>
            [
              `    <pageTarget${attrs([['id', `page-${point.id}`], ['type', 'normal'], ['value', point.page], ['playOrder', playOrder]])}>`,
              label(point, clips, '      '),
              `      ${content(point)}`,
              '    </pageTarget>',
            ].join('\n'),
          )
          .join('\n')}\n  </pageList>\n`;
  return `${XML_DECLARATION}
<!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd">
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"${attrs([['xml:lang', plan.lang]])}>
  <head>
    <smilCustomTest id="pagenum" defaultState="true" override="visible" bookStruct="PAGE_NUMBER"/>
${meta}
  </head>
  <docTitle><text>${xmlText(plan.title.text)}</text></docTitle>
  <navMap>
${roots.map((node) => navPoint(node, clips, '    ')).join('\n')}
  </navMap>
${pageList}</ncx>
`;
}
