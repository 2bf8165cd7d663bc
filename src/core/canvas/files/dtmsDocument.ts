// The Canvas document as a DTMS and back. A page's alternative text has no
// field of its own in DTMS, so it travels as the item's `title` (the drive
// also keeps it as the page description, which wins when it is given). Dot's
// own tools write the file's name there ("Animals.dtms"), which describes
// nothing; for such a page the print text stands in, as the drive does when a
// file is uploaded. Image and audio details stay in the editor: DTMS has no
// place for them. The checks a person chose to ignore travel in our extra
// `ignoredChecks` field (core/dtms ignoredChecks.ts), which other readers skip.

import { withoutTrailingBlanks } from '../../braille/index.ts';
import type { DtmaDocument, DtmsDocument } from '../../dtms/index.ts';
import { createPage, type CanvasDocument, type CanvasPage } from '../document.ts';
import { MAX_ALT_TEXT } from '../limits.ts';

export interface DtmsLanguage {
  /** DTMS `lang`: the braille language of the text lines, as the braille setting names it (e.g. `english`). */
  readonly lang: string;
  /** DTMS `lang_option`: the grade ("1" in Dot's sample). */
  readonly langOption: string;
}

/** A drive page description: the page's number from 1 and its alternative text. */
export interface PageDescription {
  readonly pageNo: number;
  readonly altText: string;
}

export function documentToDtms(document: CanvasDocument, language: DtmsLanguage): DtmsDocument {
  return {
    title: document.title,
    lang: language.lang,
    langOption: language.langOption,
    model: document.model,
    items: document.pages.map((page, index) => ({
      page: index + 1,
      title: page.altText,
      graphic: { name: `${index + 1}.dtm`, grid: page.grid },
      text: { name: `${index + 1}.txt`, cells: page.text.cells, plain: page.text.plain },
    })),
    ...(document.ignoredChecks === undefined ? {} : { ignoredChecks: document.ignoredChecks }),
  };
}

/** A title Dot's tools write: a file name, not a description. */
const FILE_NAME_TITLE = /\.(dtms|dtma|dtmx|dtm)$/i;

/** The page's own alternative text in a DTMS: its title, unless that is a file name; then its print text. */
function altTextOf(item: DtmsDocument['items'][number]): string {
  const title = item.title.trim();
  return title !== '' && !FILE_NAME_TITLE.test(title) ? item.title : item.text.plain.trim();
}

/**
 * A DTMS (or a DTMA: its audio path is not carried, since the Canvas keeps
 * page audio apart) as a Canvas document. Each page's alternative text is
 * its drive description when one is given and not blank, else what the file
 * says (altTextOf). Text cells lose the zero padding DTMS writes after them.
 */
export function documentFromDtms(dtms: DtmsDocument | DtmaDocument, pageDescriptions: readonly PageDescription[] = []): CanvasDocument {
  const described = new Map(pageDescriptions.filter((page) => page.altText.trim() !== '').map((page) => [page.pageNo, page.altText]));
  const pages = dtms.items.map((item, index): CanvasPage => ({
    ...createPage(dtms.model, item.graphic.grid),
    // The editor keeps at most MAX_ALT_TEXT characters (a long print text is cut, as typing would be).
    altText: (described.get(index + 1) ?? altTextOf(item)).slice(0, MAX_ALT_TEXT),
    text: { plain: item.text.plain, cells: withoutTrailingBlanks(item.text.cells).slice() },
  }));
  return { title: dtms.title, model: dtms.model, pages, ...(dtms.ignoredChecks === undefined ? {} : { ignoredChecks: dtms.ignoredChecks }) };
}

/** The language a document was opened with, to write it back the same. */
export function dtmsLanguageOf(dtms: DtmsDocument): DtmsLanguage {
  return { lang: dtms.lang, langOption: dtms.langOption };
}
