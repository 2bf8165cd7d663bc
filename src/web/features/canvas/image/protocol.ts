// What the page and the image worker say to each other. The page sends the
// picture's file (a Blob: cheap to post, decoded once in the worker and kept
// there under `key`) and the settings; the worker answers with the pins.
// A newer request for the same key makes older ones stale: the worker skips
// them and answers `superseded`, so a slider dragged across ten steps costs
// one or two conversions, not ten.

import type { ImageToTactileOptions } from '../../../../core/image/index.ts';

/** The conversion's settings as the dialog and the sharpness tool show them. */
export interface ImageSettings {
  /** 0–100 in steps of 10; 50 leaves the picture as it is, higher raises more pins (the editor's "opacity"). */
  readonly opacity: number;
  /** 0–100 in steps of 10. */
  readonly sharpness: number;
  /** 'auto' (Otsu) or a grey level 0–255. */
  readonly threshold: 'auto' | number;
  readonly invert: boolean;
  readonly edges: boolean;
}

export const DEFAULT_IMAGE_SETTINGS: ImageSettings = { opacity: 50, sharpness: 0, threshold: 'auto', invert: false, edges: false };

/**
 * The core conversion's options for the settings on a page of `width` ×
 * `height` pins. Opacity is brightness turned round: more opacity, a darker
 * picture, more pins. Lone pins are removed: they read as noise by touch.
 */
export function conversionOptions(settings: ImageSettings, size: { width: number; height: number }): ImageToTactileOptions {
  return {
    width: size.width,
    height: size.height,
    brightness: 100 - settings.opacity,
    sharpness: settings.sharpness,
    threshold: settings.threshold,
    invert: settings.invert,
    edges: settings.edges,
    removeIsolated: true,
  };
}

export interface ConvertRequest {
  readonly type: 'convert';
  readonly id: number;
  /** Names the picture; the worker keeps its decoded pixels under it. */
  readonly key: string;
  readonly file: Blob;
  readonly options: ImageToTactileOptions;
}

export interface ForgetRequest {
  readonly type: 'forget';
  readonly key: string;
}

export type ImageWorkerRequest = ConvertRequest | ForgetRequest;

/** Why a conversion failed: the file is not a picture the browser can decode, a setting is out of range, or something else broke. */
export type ImageFailure = 'decode' | 'settings' | 'internal';

export type ImageWorkerReply =
  | { readonly type: 'converted'; readonly id: number; readonly width: number; readonly height: number; readonly bits: Uint8Array }
  | { readonly type: 'superseded'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number; readonly reason: ImageFailure; readonly detail: string };
