// Which of Tesseract's language packs a conversion reads with. By default
// Korean and English, those of them that are installed; a job may ask for
// others, and a pack that is not installed is a TOOL_MISSING failure that
// names it (Debian: tesseract-ocr-<lang>), not a page of nonsense read with
// the wrong alphabet. The installed list is asked of Tesseract once.
//
// Where Tesseract's Hangul script pack is installed (Debian:
// tesseract-ocr-script-hang), the default is kor+Hangul instead: with
// kor+eng, the English model wins some Korean words and writes Latin
// nonsense for them (받아 양분을 → "HOSES"; Tesseract issue 2639), while the
// Hangul pack reads Latin letters too. Measured on the Korean test page
// (with the pack unpacked to a private tessdata folder: this machine does not
// have it installed): 95.5% of words with kor+Hangul at 300 dpi, against
// 87.5% with kor+eng at 300 dpi and 92.0% with kor+eng at 150 dpi and a
// second, Korean-only reading (ocrPages.ts); English 98.4% with kor+Hangul.

import { ConversionFailure } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';

/** Korean textbooks with English in them: the product's own languages. */
export const DEFAULT_OCR_LANGUAGES = ['kor', 'eng'] as const;

/** Tesseract's Hangul script pack: Korean and Latin letters in one model. */
const HANGUL_SCRIPT = 'Hangul';
/** Tesseract's pack names: eng, kor, chi_sim, kor_vert… */
const PACK_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Chinese, Japanese and Korean packs, language and script ones, which the English model competes with (see defaultOcrDpi). */
const CJK_PACKS = /^(kor|jpn|chi_sim|chi_tra|Hangul|Japanese|HanS|HanT)(_vert)?$/;

/** Whether `language` is a Chinese, Japanese or Korean pack. */
export const isCjkPack = (language: string): boolean => CJK_PACKS.test(language);

let installed: Promise<readonly string[]> | undefined;

/** The packs Tesseract has (`tesseract --list-langs`), asked once per process. */
export function installedOcrLanguages(workDir: string): Promise<readonly string[]> {
  installed ??= runTool({ command: 'tesseract', args: ['--list-langs'], workDir, timeoutMs: 15_000, maxOutputBytes: 64 * 1024 })
    .then(({ stdout }) =>
      stdout
        .toString('utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter((line) => PACK_NAME.test(line)),
    )
    .catch((error: unknown) => {
      // Not cached: Tesseract may be installed while the process runs.
      installed = undefined;
      throw error;
    });
  return installed;
}

/** The packs to read with: `requested` (all installed, or TOOL_MISSING), or by default those of DEFAULT_OCR_LANGUAGES installed. */
export async function resolveOcrLanguages(requested: readonly string[], workDir: string): Promise<readonly string[]> {
  const have = await installedOcrLanguages(workDir);
  if (requested.length === 0) {
    if (have.includes('kor') && have.includes(HANGUL_SCRIPT)) return ['kor', HANGUL_SCRIPT];
    const chosen = DEFAULT_OCR_LANGUAGES.filter((language) => have.includes(language));
    if (chosen.length === 0) throw new ConversionFailure('TOOL_MISSING', `Tesseract has neither Korean (kor) nor English (eng) language data (installed: ${have.join(', ') || 'none'}).`);
    return chosen;
  }
  const missing = [...new Set(requested)].filter((language) => !PACK_NAME.test(language) || !have.includes(language));
  if (missing.length > 0) {
    const named = missing.map((language) => (PACK_NAME.test(language) ? language : JSON.stringify(language.slice(0, 40))));
    throw new ConversionFailure('TOOL_MISSING', `Tesseract has no language data for ${named.join(', ')} (installed: ${have.join(', ') || 'none'}).`);
  }
  return [...new Set(requested)];
}

/**
 * The resolution pages are read at, in dots per inch. Measured on pages
 * printed by Chromium and scanned at 200 dpi, read with --psm 4: English
 * reads the same at 150, 200 and 300 dpi (97–98% of words), but Korean read
 * with kor+eng loses a word in eight to the English model at 300 dpi
 * against one in eleven to none in four pages at 150 dpi; so a CJK pack
 * read together with English is read at 150 dpi, everything else at 300
 * (kor+Hangul: 95.5% at 300, 94.3% at 150).
 */
export function defaultOcrDpi(languages: readonly string[]): number {
  return languages.some(isCjkPack) && languages.includes('eng') ? 150 : 300;
}
