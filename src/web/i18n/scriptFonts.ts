/**
 * Open fonts for the writing systems a machine may lack, so Korean, Japanese
 * and Chinese never render as boxes (docs/DECISIONS.md, Fonts; braille has
 * its own, `brailleFont.ts`).
 *
 * Each CJK font is a Fontsource stylesheet of ~100 `@font-face` slices, each
 * with its own `unicode-range`: the browser fetches only the slices holding
 * glyphs a page shows. The stylesheets themselves (25–32 kB gzip each) would
 * not fit the first-load budget, so one loads only when its language appears:
 * the interface language, or user content marked with it (`UserText`).
 */
const CJK_FONTS: Readonly<Record<string, () => Promise<unknown>>> = {
  ko: () => import('@fontsource/noto-sans-kr/400.css'),
  ja: () => import('@fontsource/noto-sans-jp/400.css'),
  zh: () => import('@fontsource/noto-sans-sc/400.css'),
};

const requested = new Set<string>();

/** Makes the font for `lang` (a BCP 47 tag) available, once; languages without one of ours are ignored. */
export function loadScriptFont(lang: string): void {
  const language = lang.toLowerCase().split('-')[0] ?? '';
  const load = CJK_FONTS[language];
  if (!load || requested.has(language)) return;
  requested.add(language);
  load().catch(() => {
    // An offline or failed chunk leaves the system's fonts; try again next time.
    requested.delete(language);
  });
}
