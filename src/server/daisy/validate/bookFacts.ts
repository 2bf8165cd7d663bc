import { join } from 'node:path';
import { type XmlKind } from './bookFiles.ts';
import { el, readLists, type ListQuery, type Records } from './xmlFacts.ts';

// What the cross-file rules need from each XML file of the book.

const IDS: ListQuery = { nodes: '//*[@id]', fields: { id: '@id' } };
const HEAD_META: ListQuery = { nodes: `/*/${el('head')}/${el('meta')}`, fields: { name: '@name', content: '@content' } };

const QUERIES: Readonly<Record<XmlKind, Readonly<Record<string, ListQuery>>>> = {
  opf: {
    ids: IDS,
    package: { nodes: '/*', fields: { uniqueIdentifier: '@unique-identifier' } },
    dc: { nodes: `/*/${el('metadata')}/${el('dc-metadata')}/*`, fields: { name: 'local-name({})', id: '@id', text: '.' } },
    meta: { nodes: `/*/${el('metadata')}/${el('x-metadata')}/${el('meta')}`, fields: { name: '@name', content: '@content' } },
    items: { nodes: `/*/${el('manifest')}/${el('item')}`, fields: { id: '@id', href: '@href', mediaType: '@media-type' } },
    itemrefs: { nodes: `/*/${el('spine')}/${el('itemref')}`, fields: { idref: '@idref' } },
  },
  ncx: { ids: IDS, meta: HEAD_META, refs: { nodes: `//${el('content')}`, fields: { ref: '@src' } } },
  smil: {
    ids: IDS,
    meta: HEAD_META,
    refs: { nodes: `//${el('text')} | //${el('img')}`, fields: { ref: '@src' } },
    audio: { nodes: `//${el('audio')}`, fields: { src: '@src', clipBegin: '@clipBegin', clipEnd: '@clipEnd' } },
    mainSeq: { nodes: `/*/${el('body')}/${el('seq')}[1]`, fields: { dur: '@dur' } },
  },
  res: { ids: IDS },
  dtbook: { ids: IDS, refs: { nodes: '//*[@smilref]', fields: { ref: '@smilref' } }, images: { nodes: `//${el('img')}`, fields: { ref: '@src' } } },
};

export interface XmlFile {
  readonly file: string;
  readonly kind: XmlKind;
  /** Lists by name (ids, meta, refs, ...), as QUERIES defines them for the kind. */
  readonly lists: Readonly<Record<string, Records>>;
}

/** The facts of one XML file, or undefined when it is not well-formed. */
export async function readXmlFile(folder: string, file: string, kind: XmlKind, dtdFolder: string): Promise<XmlFile | undefined> {
  const lists = await readLists(join(folder, file), QUERIES[kind], folder, dtdFolder);
  return lists && { file, kind, lists };
}

/** A list's records; an empty list when the kind has no such list. */
export function list(file: XmlFile, name: string): Records {
  return file.lists[name] ?? [];
}
