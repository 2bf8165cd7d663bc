// A Book page's properties (spec §3): its alternative text and its optional
// audio, kept by page key (pageKeys.ts) so they follow their page when page
// numbers shift. The drive speaks page numbers: these turn one into the other.

import type { PageAudio } from '../../../../core/canvas/document.ts';
import type { BlockElement } from '../../../../core/book/model.ts';
import { pageKeys } from './pageKeys.ts';

export interface PageProperties {
  readonly altText: string;
  readonly audio?: PageAudio;
}

/** Page properties by page key; a page without an entry has none. */
export type PagePropertiesMap = ReadonlyMap<string, PageProperties>;

export const NO_PAGE_PROPERTIES: PagePropertiesMap = new Map();
export const EMPTY_PAGE: PageProperties = { altText: '' };

/** Each page's properties in the document's order (page 1 first). */
export function propertiesInOrder(blocks: readonly BlockElement[], map: PagePropertiesMap): PageProperties[] {
  return pageKeys(blocks).map((key) => map.get(key) ?? EMPTY_PAGE);
}

/** Properties given by page number (index 0 is page 1), keyed by the document's pages as they are now; numbers past its pages are dropped. */
export function keyedByNumber(blocks: readonly BlockElement[], inOrder: readonly PageProperties[]): Map<string, PageProperties> {
  const map = new Map<string, PageProperties>();
  pageKeys(blocks).forEach((key, index) => {
    const properties = inOrder[index];
    if (properties !== undefined) map.set(key, properties);
  });
  return map;
}

/** The map with one page's properties replaced. */
export function withPageProperties(map: PagePropertiesMap, key: string, properties: PageProperties): Map<string, PageProperties> {
  return new Map(map).set(key, properties);
}
