import type { FileDetail } from '../api/types.ts';

export interface DetailPage {
  /** 1-based position in the file. */
  readonly number: number;
  readonly altText: string;
  /** The page's graphic hex, when the file is a tactile document. */
  readonly hex: string | undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The document's pages' graphic hex (DTMS_JSON may come as an object or as JSON text). */
function graphics(document: unknown): (string | undefined)[] {
  let value = document;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  const items = record(value)?.['items'];
  if (!Array.isArray(items)) return [];
  return items.map((item) => {
    const data = record(record(item)?.['graphic'])?.['data'];
    return typeof data === 'string' ? data : undefined;
  });
}

/** Each page with its alternative text (spec §3) and, for tactile files, its graphic. */
export function detailPages(detail: FileDetail): DetailPage[] {
  const hexes = graphics(detail.dtmsJson);
  const count = Math.max(detail.pageCount, detail.pages.length, hexes.length);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    altText: detail.pages.find((page) => page.pageNo === index + 1)?.altText ?? '',
    hex: hexes[index],
  }));
}
