// The picture each page's pins came from, kept for the sharpness tool: a new
// sharpness converts the same file again with the same settings. Only for
// this visit, keyed by page id (ids survive reordering and undo; a duplicated
// page or a reopened file has new ids and so no picture: the tool says the
// picture is needed again). The decoded pixels live in the worker, under `key`.

import type { ImageSettings } from './protocol.ts';

export interface ImageSource {
  readonly key: string;
  readonly file: Blob;
  readonly settings: ImageSettings;
}

const sources = new Map<string, ImageSource>();

export function rememberImageSource(pageId: string, source: ImageSource): void {
  sources.set(pageId, source);
}

export function imageSourceOf(pageId: string): ImageSource | undefined {
  return sources.get(pageId);
}

/** For tests: forget every picture. */
export function forgetImageSources(): void {
  sources.clear();
}

let counter = 0;

/** A key no other picture of this visit has. */
export function newImageKey(): string {
  counter += 1;
  return `picture-${counter}`;
}
