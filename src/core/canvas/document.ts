// The document the Canvas edits: a title, the display model, and 1 to 100
// pages (spec §3). A page is a pin grid plus what a blind reader needs beside
// it: required alternative text, the braille text line, optional audio, and
// the image it was made from (for the sharpness tool). Documents are values;
// every operation returns a new one, which is what undo relies on.

import type { IgnoredChecks } from '../ignoredChecks/index.ts';
import { DEVICE_MODELS, createGrid, type DeviceModel, type PinGrid } from '../pins/index.ts';
import { MAX_PAGES, MIN_PAGES } from './limits.ts';

/** Audio played with a page (spec §3): mp3 or m4a, automatic (on page turn) or manual, at a chosen speed. */
export interface PageAudio {
  /** What the web layer knows the bytes by (an object URL or a stored file's address); core never reads them. */
  readonly ref: string;
  readonly name: string;
  readonly contentType: 'audio/mpeg' | 'audio/mp4';
  readonly play: 'automatic' | 'manual';
  /** Playback rate, one of PLAYBACK_SPEEDS. */
  readonly speed: number;
}

/** The picture a page's pins came from (spec §3 "Image": name, description, sharpness, opacity). */
export interface PageImage {
  readonly name: string;
  readonly description: string;
  readonly sharpness: number;
  readonly opacity: number;
  /** The pins the picture gave, so a new sharpness replaces them and leaves the drawing around them. */
  readonly pins: PinGrid;
  /** Set once a sharpness edit has been saved: after that sharpness can no longer be adjusted (spec §4). */
  readonly locked: boolean;
}

/** The braille text line under the picture: print text and its braille cells (Unicode order). */
export interface PageText {
  readonly plain: string;
  readonly cells: Uint8Array;
}

export interface CanvasPage {
  /** Stable across reordering, so a view can key pages and focus follows a moved page. */
  readonly id: string;
  readonly grid: PinGrid;
  /** Required before saving (spec §5: every page must have alternative text). */
  readonly altText: string;
  readonly text: PageText;
  readonly audio?: PageAudio;
  readonly image?: PageImage;
}

export interface CanvasDocument {
  readonly title: string;
  readonly model: DeviceModel;
  readonly pages: readonly CanvasPage[];
  /** What the accessibility checker was told not to report again here (rule ids, finding keys: core/a11ycheck). */
  readonly ignoredChecks?: IgnoredChecks;
}

export const EMPTY_TEXT: PageText = { plain: '', cells: new Uint8Array(0) };

let pageCounter = 0;
/** A page id unique within this run; ids are never stored, so a counter is enough. */
export function newPageId(): string {
  pageCounter += 1;
  return `page-${pageCounter}`;
}

export function createPage(model: DeviceModel, grid?: PinGrid): CanvasPage {
  const { width, height } = DEVICE_MODELS[model];
  return { id: newPageId(), grid: grid ?? createGrid(width, height), altText: '', text: EMPTY_TEXT };
}

export function createDocument(model: DeviceModel = 320, title = ''): CanvasDocument {
  return { title, model, pages: [createPage(model)] };
}

/** Why a page operation was refused; each has a spec message (§8). */
export type PageRefusal = 'lastPage' | 'minimumPages' | 'maximumPages';

export type PageChange = { readonly document: CanvasDocument; readonly pageIndex: number } | { readonly refused: PageRefusal };

function withPages(document: CanvasDocument, pages: readonly CanvasPage[]): CanvasDocument {
  return { ...document, pages };
}

/** A blank page after `index`; the new page becomes current. */
export function addPage(document: CanvasDocument, index: number): PageChange {
  if (document.pages.length >= MAX_PAGES) return { refused: 'maximumPages' };
  const pages = [...document.pages];
  pages.splice(index + 1, 0, createPage(document.model));
  return { document: withPages(document, pages), pageIndex: index + 1 };
}

/** A copy of page `index` after it (a new id, the same pins, text, audio and image). */
export function duplicatePage(document: CanvasDocument, index: number): PageChange {
  if (document.pages.length >= MAX_PAGES) return { refused: 'maximumPages' };
  const source = document.pages[index];
  if (source === undefined) return { refused: 'lastPage' };
  const pages = [...document.pages];
  pages.splice(index + 1, 0, { ...source, id: newPageId() });
  return { document: withPages(document, pages), pageIndex: index + 1 };
}

/** Removes page `index`; the page before it (or the new first page) becomes current. */
export function deletePage(document: CanvasDocument, index: number): PageChange {
  if (document.pages.length <= MIN_PAGES) return { refused: 'minimumPages' };
  const pages = document.pages.filter((_, at) => at !== index);
  return { document: withPages(document, pages), pageIndex: index > 0 ? index - 1 : 0 };
}

/** Moves page `index` one place earlier (-1) or later (+1). */
export function movePage(document: CanvasDocument, index: number, by: -1 | 1): PageChange {
  const to = index + by;
  if (to < 0 || to >= document.pages.length) return { refused: 'lastPage' };
  const pages = [...document.pages];
  const [page] = pages.splice(index, 1);
  if (page === undefined) return { refused: 'lastPage' };
  pages.splice(to, 0, page);
  return { document: withPages(document, pages), pageIndex: to };
}

/** The document with page `index` replaced by `update(page)`. */
export function updatePage(document: CanvasDocument, index: number, update: (page: CanvasPage) => CanvasPage): CanvasDocument {
  const page = document.pages[index];
  if (page === undefined) return document;
  const next = update(page);
  if (next === page) return document;
  const pages = [...document.pages];
  pages[index] = next;
  return withPages(document, pages);
}

/** Pages without alternative text, by number from 1; saving is refused while any is listed (spec §5). */
export function pagesMissingAltText(document: CanvasDocument): number[] {
  return document.pages.flatMap((page, index) => (page.altText.trim() === '' ? [index + 1] : []));
}
