// The package file (OEB 1.2 package DTD, as Z39.86-2005 §8 profiles it):
// Dublin Core metadata, the DTB x-metadata, every file of the book in the
// manifest, and the SMIL files as the spine.

import { clockValue } from './clock.ts';
import type { BookInfo } from './info.ts';
import { attrs, XML_DECLARATION, xmlText } from './xml.ts';

export const OPF_FILE = 'book.opf';

/** Media types the DAISY 3 OPF uses (note `application/smil`, not `application/smil+xml`). */
export const MEDIA_TYPES = {
  opf: 'text/xml',
  dtbook: 'application/x-dtbook+xml',
  ncx: 'application/x-dtbncx+xml',
  smil: 'application/smil',
  resource: 'application/x-dtbresource+xml',
  mp3: 'audio/mpeg',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const;

export interface ManifestItem {
  readonly id: string;
  readonly href: string;
  readonly mediaType: string;
}

export interface PackageInput {
  readonly title: string;
  readonly lang: string;
  readonly info: BookInfo;
  /** Every file but the OPF itself, which is listed first by this writer. */
  readonly items: readonly ManifestItem[];
  /** The ids of the SMIL items in reading order. */
  readonly spine: readonly string[];
  readonly audio: boolean;
  readonly totalMilliseconds: number;
}

export function writeOpf(input: PackageInput): string {
  const dc = [
    ['dc:Title', input.title],
    ['dc:Publisher', input.info.publisher],
    ['dc:Date', input.info.date],
    ['dc:Format', 'ANSI/NISO Z39.86-2005'],
    ['dc:Language', input.lang],
  ].map(([name, text]) => `      <${name}>${xmlText(text ?? '')}</${name}>`);
  const identifier = `      <dc:Identifier id="uid">${xmlText(input.info.uid)}</dc:Identifier>`;
  const x = [
    ['dtb:multimediaType', input.audio ? 'audioFullText' : 'textNCX'],
    ['dtb:multimediaContent', input.audio ? 'audio,text,image' : 'text,image'],
    ['dtb:totalTime', clockValue(input.totalMilliseconds)],
  ].map(([name, content]) => `      <meta${attrs([['name', name], ['content', content]])}/>`);
  const items = [{ id: 'opf', href: OPF_FILE, mediaType: MEDIA_TYPES.opf }, ...input.items].map(
    (item) => `    <item${attrs([['id', item.id], ['href', item.href], ['media-type', item.mediaType]])}/>`,
  );
  return `${XML_DECLARATION}
<!DOCTYPE package PUBLIC "+//ISBN 0-9673008-1-9//DTD OEB 1.2 Package//EN" "http://openebook.org/dtds/oeb-1.2/oebpkg12.dtd">
<package xmlns="http://openebook.org/namespaces/oeb-package/1.0/" unique-identifier="uid">
  <metadata>
    <dc-metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:oebpackage="http://openebook.org/namespaces/oeb-package/1.0/">
${[dc[0], identifier, ...dc.slice(1)].join('\n')}
    </dc-metadata>
    <x-metadata>
${x.join('\n')}
    </x-metadata>
  </metadata>
  <manifest>
${items.join('\n')}
  </manifest>
  <spine>
${input.spine.map((id) => `    <itemref${attrs([['idref', id]])}/>`).join('\n')}
  </spine>
</package>
`;
}
