// DTMS, Dot's JSON page file (notes §8.2): a list of pages, each a picture
// (graphic hex, pin order) and a braille text (text hex, Unicode braille order,
// shown 20 cells at a time on the text line) with its print text. Parsing
// turns the hex into a PinGrid and cell bytes, so callers never see hex, and
// any input string either parses or throws DtmsFormatError.

import type { DeviceModel, PinGrid } from '../pins/index.ts';
import { bytesToHex, geometryOf, gridToHex, hexToBytes, hexToGrid } from './cells.ts';
import { DtmsFormatError } from './errors.ts';
import { badField, isJsonObject, parseJson, requireField, requireObject, requireString, within, type FieldScope, type JsonObject } from './fields.ts';
import type { IgnoredChecks } from '../ignoredChecks/index.ts';
import { ignoredChecksJson, readIgnoredChecks } from './ignoredChecks.ts';

/** Our limit on pages per file (the product spec's); the format itself names none. */
export const MAX_PAGES = 100;

/** Cells of the 320's text line; DTMS text is zero-padded to whole lines of it. */
export const TEXT_LINE_CELLS = 20;

/** `device` values. `dotpad320` is in Dot's sample; `dotpad768` is our guess by analogy. */
export const DEVICE_NAMES: Readonly<Record<DeviceModel, string>> = { 320: 'dotpad320', 768: 'dotpad768' };

export interface DtmsGraphic {
  /** The picture's file name inside the set, e.g. `1.dtm`. */
  readonly name: string;
  readonly grid: PinGrid;
}

export interface DtmsText {
  readonly name: string;
  /** Braille cells in Unicode order (bit 0 = dot 1 … bit 7 = dot 8), as stored; padding included. */
  readonly cells: Uint8Array;
  /** The print text the braille renders. */
  readonly plain: string;
}

export interface DtmsItem {
  /** The page number written in the file; it may repeat or be out of order, so readers step by position. */
  readonly page: number;
  readonly title: string;
  readonly graphic: DtmsGraphic;
  readonly text: DtmsText;
}

export interface DtmsDocument {
  readonly title: string;
  readonly lang: string;
  /** `lang_option` in the file (a braille grade or table choice; "1" in the sample). */
  readonly langOption: string;
  readonly model: DeviceModel;
  readonly items: readonly DtmsItem[];
  /** Our extra field: checks ignored in this document (ignoredChecks.ts); absent when none. */
  readonly ignoredChecks?: IgnoredChecks;
}

/** The JSON shape of a DTMS file, field names as Dot writes them. */
export interface DtmsJson {
  title: string;
  lang: string;
  lang_option: string;
  device: string;
  items: {
    page: number;
    title: string;
    graphic: { name: string; data: string };
    text: { name: string; data: string; plain: string };
  }[];
  /** Ours, not Dot's: present only when checks are ignored. */
  ignoredChecks?: { rules: string[]; findings: string[] };
}

export function modelForDeviceName(name: string): DeviceModel | undefined {
  const lower = name.toLowerCase();
  if (lower === DEVICE_NAMES[320]) return 320;
  if (lower === DEVICE_NAMES[768]) return 768;
  return undefined;
}

export function parseDtms(text: string): DtmsDocument {
  return dtmsFromJson(parseJson(text));
}

/**
 * A DTMS document from parsed JSON. `fallbackModel` is used only when the
 * object has no `device` field (the drive says the model beside it).
 */
export function dtmsFromJson(value: unknown, fallbackModel?: DeviceModel): DtmsDocument {
  if (!isJsonObject(value)) throw new DtmsFormatError('NOT_JSON', 'The JSON is not an object.');
  const top: FieldScope = {};
  const model = readModel(value, fallbackModel);
  const items = requireField(value, 'items', top);
  if (!Array.isArray(items)) throw badField(top, 'items', 'is not a list');
  if (items.length === 0) throw new DtmsFormatError('NO_PAGES', 'The file has no pages.');
  if (items.length > MAX_PAGES) {
    throw new DtmsFormatError('TOO_MANY_PAGES', `The file has ${items.length} pages; at most ${MAX_PAGES} are allowed.`, {
      values: { max: MAX_PAGES },
    });
  }
  const ignoredChecks = readIgnoredChecks(value);
  return {
    title: requireString(value, 'title', top),
    lang: requireString(value, 'lang', top),
    langOption: requireString(value, 'lang_option', top),
    model,
    items: items.map((item: unknown, index) => readItem(item, index + 1, model)),
    ...(ignoredChecks === undefined ? {} : { ignoredChecks }),
  };
}

function readModel(value: JsonObject, fallbackModel: DeviceModel | undefined): DeviceModel {
  if (!Object.hasOwn(value, 'device') && fallbackModel !== undefined) return fallbackModel;
  const device = requireString(value, 'device', {});
  const model = modelForDeviceName(device);
  if (model === undefined) {
    throw new DtmsFormatError('UNKNOWN_DEVICE', `Unknown device "${device}".`, { field: 'device', values: { device } });
  }
  return model;
}

function readItem(item: unknown, page: number, model: DeviceModel): DtmsItem {
  const scope: FieldScope = { page };
  if (!isJsonObject(item)) throw new DtmsFormatError('BAD_VALUE', 'A page is not an object.', { page, field: 'items' });
  const pageNumber = requireField(item, 'page', scope);
  if (typeof pageNumber !== 'number' || !Number.isSafeInteger(pageNumber) || pageNumber < 0) {
    throw badField(scope, 'page', 'is not a whole number');
  }
  const graphic = requireObject(item, 'graphic', scope);
  const graphicScope = within(scope, 'graphic');
  const text = requireObject(item, 'text', scope);
  const textScope = within(scope, 'text');
  return {
    page: pageNumber,
    title: requireString(item, 'title', scope),
    graphic: {
      name: requireString(graphic, 'name', graphicScope),
      grid: hexToGrid(requireString(graphic, 'data', graphicScope), geometryOf(model), { page, field: 'graphic.data' }),
    },
    text: {
      name: requireString(text, 'name', textScope),
      // Any whole number of cells is accepted; Dot's readers pad short lines themselves.
      cells: hexToBytes(requireString(text, 'data', textScope), { page, field: 'text.data' }),
      plain: requireString(text, 'plain', textScope),
    },
  };
}

/** Text cells zero-padded to whole text lines, as Dot's tools write them. */
export function padTextCells(cells: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.ceil(cells.length / TEXT_LINE_CELLS) * TEXT_LINE_CELLS);
  padded.set(cells);
  return padded;
}

/** The document as DTMS JSON values; checks what the types cannot (page count, grid sizes). */
export function dtmsToJson(document: DtmsDocument): DtmsJson {
  const { items, model } = document;
  if (items.length === 0) throw new DtmsFormatError('NO_PAGES', 'A DTMS file needs at least one page.');
  if (items.length > MAX_PAGES) {
    throw new DtmsFormatError('TOO_MANY_PAGES', `${items.length} pages; at most ${MAX_PAGES} are allowed.`, { values: { max: MAX_PAGES } });
  }
  const geometry = geometryOf(model);
  const ignoredChecks = ignoredChecksJson(document.ignoredChecks);
  return {
    title: document.title,
    lang: document.lang,
    lang_option: document.langOption,
    device: DEVICE_NAMES[model],
    items: items.map((item, index) => ({
      page: item.page,
      title: item.title,
      graphic: { name: item.graphic.name, data: gridToHex(item.graphic.grid, geometry, { page: index + 1, field: 'graphic.data' }) },
      text: { name: item.text.name, data: bytesToHex(padTextCells(item.text.cells)), plain: item.text.plain },
    })),
    ...(ignoredChecks === undefined ? {} : { ignoredChecks }),
  };
}

/** The document as a DTMS file: compact JSON, as Dot's sample is written. */
export function serialiseDtms(document: DtmsDocument): string {
  return JSON.stringify(dtmsToJson(document));
}
