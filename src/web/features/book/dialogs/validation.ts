// What the editing dialogs accept, as small pure functions: each answers the
// value to use or the message (spec §5's where it has one) to show on the
// field.

import { cleanHref } from '../../../../core/book/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { dialogMessages as m } from './messages.ts';

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Message; readonly values?: Record<string, number> };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = (error: Message, values?: Record<string, number>): Checked<never> => (values ? { ok: false, error, values } : { ok: false, error });

/**
 * A link's address: http(s), mailto or a #place in the document, as core's
 * HTML keeps them. A bare "example.org" is taken as https. Anything else
 * (javascript:, data:, file:) is refused with a clear message.
 */
export function checkLinkUrl(input: string): Checked<string> {
  const checked = linkUrlShape(input);
  // What core's HTML would drop on saving is refused here, not lost later.
  return checked.ok && cleanHref(checked.value) === undefined ? no(m.linkUrlUnsupported) : checked;
}

function linkUrlShape(input: string): Checked<string> {
  const url = input.trim();
  if (url === '') return no(m.linkUrlEmpty);
  if (/\s/.test(url)) return no(m.linkUrlUnsupported);
  if (url.startsWith('#')) return url.length > 1 ? ok(url) : no(m.linkUrlUnsupported);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(\/.*)?$/u.test(url) ? ok(`https://${url}`) : no(m.linkUrlUnsupported);
  if (scheme === 'mailto') return url.length > 'mailto:'.length ? ok(url) : no(m.linkUrlUnsupported);
  if (scheme === 'http' || scheme === 'https') {
    try {
      const parsed = new URL(url);
      return parsed.hostname === '' ? no(m.linkUrlUnsupported) : ok(url);
    } catch {
      return no(m.linkUrlUnsupported);
    }
  }
  return no(m.linkUrlUnsupported);
}

export function checkFindText(input: string): Checked<string> {
  return input === '' ? no(m.findEmpty) : ok(input);
}

/** The largest start index accepted: beyond it numbers stop being useful (and exact). */
export const MAX_START_INDEX = 999_999;

/** A numbered list's start: a plain whole number, at least 1. */
export function checkStartIndex(input: string): Checked<number> {
  const text = input.trim();
  if (text === '') return no(m.valueEmpty);
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return no(m.plainNumber);
  const value = Number(text);
  if (value <= 0) return no(m.startAboveZero);
  if (!Number.isInteger(value)) return no(m.plainNumber);
  if (value > MAX_START_INDEX) return no(m.startInvalid);
  return ok(value);
}

/** A whole number within bounds (a table's rows and columns). */
export function checkCount(input: string, min: number, max: number): Checked<number> {
  const text = input.trim();
  if (text === '') return no(m.valueEmpty);
  if (!/^\d+$/.test(text)) return no(m.plainNumber);
  const value = Number(text);
  return value < min || value > max ? no(m.sizeRange, { min, max }) : ok(value);
}

/** A colour as "ff0000", "#ff0000" or "f00"; answered as "#ff0000". */
export function checkColor(input: string): Checked<string> {
  const hex = input.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return ok(`#${hex}`);
  if (/^[0-9a-f]{3}$/.test(hex)) return ok(`#${[...hex].map((c) => c + c).join('')}`);
  return no(m.colorInvalid);
}

/** A size: "10px", "2em", "50%" or a plain number (pixels). Empty means none (null). */
export function checkLength(input: string): Checked<string | null> {
  const text = input.trim().toLowerCase();
  if (text === '') return ok(null);
  const match = /^(\d+(?:\.\d+)?)(px|em|rem|%)?$/.exec(text);
  if (!match || Number(match[1]) === 0) return no(m.lengthInvalid);
  return ok(`${match[1]}${match[2] ?? 'px'}`);
}

/** A picture's web address, fetched by the server into the document. */
export function checkImageUrl(input: string): Checked<string> {
  const url = input.trim();
  if (url === '') return no(m.urlEmpty);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? ok(url) : no(m.imageUrlUnsupported);
  } catch {
    return no(m.imageUrlUnsupported);
  }
}

/** Audio or video comes from the drive only (a `/drive-app/file/…` address, here or written in full on this site). */
export function checkMediaUrl(input: string, origin: string): Checked<string> {
  const url = input.trim();
  if (url === '') return no(m.urlEmpty);
  const prefix = '/drive-app/file/';
  if (url.startsWith(prefix) && url.length > prefix.length) return ok(url);
  try {
    const parsed = new URL(url);
    if (parsed.origin === origin && parsed.pathname.startsWith(prefix)) return ok(parsed.pathname + parsed.search);
  } catch {
    // Not an address at all: refused below.
  }
  return no(m.mediaUnsupported);
}

/** Alternative text: required unless the picture is decorative. */
export function checkAltText(alt: string, decorative: boolean): Checked<string> {
  if (decorative) return ok('');
  const text = alt.trim();
  return text === '' ? no(m.altRequired) : ok(text);
}
