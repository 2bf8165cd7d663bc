// One page as SVG for sighted readers and documents: raised pins as filled
// circles, lowered pins as faint outlines (a repeating pattern, so a 96×64
// page stays small). The picture names itself: role="img", a <title> with the
// document's title and a <desc> with the page's alternative text.

import { forEachRaised, type PinGrid } from '../../pins/index.ts';

export interface SvgExportOptions {
  readonly title: string;
  /** The page's alternative text. */
  readonly description: string;
  /** Distance between pin centres in SVG units (pixels at 100%); 10 unless given. */
  readonly pinPitch?: number;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Characters XML 1.0 cannot carry (controls, lone surrogates, U+FFFE/FFFF) become U+FFFD. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

function xmlText(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Numbers as SVG writes them: no trailing zeros, at most two decimals. */
const n = (value: number) => String(Math.round(value * 100) / 100);

export function pageToSvg(grid: PinGrid, options: SvgExportOptions): string {
  const pitch = options.pinPitch ?? 10;
  const width = grid.width * pitch;
  const height = grid.height * pitch;
  const centre = pitch / 2;
  const raised: string[] = [];
  forEachRaised(grid, (x, y) => raised.push(`<circle cx="${n(x * pitch + centre)}" cy="${n(y * pitch + centre)}" r="${n(pitch * 0.4)}"/>`));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="canvas-title canvas-desc" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}">\n` +
    `<title id="canvas-title">${xmlText(options.title)}</title>\n` +
    `<desc id="canvas-desc">${xmlText(options.description)}</desc>\n` +
    `<defs><pattern id="lowered-pin" width="${n(pitch)}" height="${n(pitch)}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${n(centre)}" cy="${n(centre)}" r="${n(pitch * 0.3)}" fill="none" stroke="#c8c8c8" stroke-width="${n(pitch * 0.08)}"/></pattern></defs>\n` +
    `<rect width="${n(width)}" height="${n(height)}" fill="#ffffff"/>\n` +
    `<rect width="${n(width)}" height="${n(height)}" fill="url(#lowered-pin)"/>\n` +
    `<g fill="#000000">${raised.join('')}</g>\n` +
    '</svg>\n'
  );
}
