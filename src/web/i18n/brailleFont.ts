import brailleFontUrl from '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-braille-400-normal.woff2?url';

/**
 * The braille patterns (U+2800–28FF) from Noto Sans Symbols 2: registered up
 * front, and fetched (one small file) only when a page shows a braille cell.
 */
export function registerBrailleFont(fonts: FontFaceSet): void {
  fonts.add(new FontFace('Noto Sans Symbols 2', `url(${brailleFontUrl}) format('woff2')`, { unicodeRange: 'U+2800-28FF', display: 'swap' }));
}
