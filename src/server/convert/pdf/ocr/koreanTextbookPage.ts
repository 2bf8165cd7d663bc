// A Korean textbook page for the OCR tests, printed by Chromium like the
// English one (testing/textbookPdfs.ts). This machine has no Korean system
// font (`fc-list :lang=ko` is empty), so the page carries its own: Noto Sans
// KR from @fontsource (already a dependency of the web app), only the
// unicode-range pieces the page's characters need, inlined as data: URLs so
// the page loads nothing from outside.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The page's text: a heading, a paragraph, two subheadings with their paragraphs; English inside Korean, as textbooks have it. */
export const KOREAN_TEXTBOOK_BODY = `<h1>3단원 물의 순환</h1>
<p>지구의 물은 바다, 강, 호수, 땅속, 그리고 공기 속에 있습니다. 햇빛을 받은 바닷물은 증발하여 수증기가 되고, 수증기는 하늘 높이 올라가 차가워지면 구름이 됩니다. 구름 속의 작은 물방울이 모여 무거워지면 비나 눈이 되어 땅으로 떨어집니다.</p>
<h2>물의 상태 변화</h2>
<p>물은 온도에 따라 얼음, 물, 수증기로 모습을 바꿉니다. 영하의 온도에서 물은 얼음이 되고, 100도에서 끓어 수증기가 됩니다. 이러한 변화를 상태 변화라고 하며, 영어로는 phase change라고 부릅니다.</p>
<h2>우리 생활과 물</h2>
<p>우리는 마시는 물, 씻는 물, 농사에 쓰는 물처럼 많은 물을 사용합니다. 물을 아껴 쓰고 깨끗하게 지키는 일은 모두의 책임입니다.</p>`;

/** The body's words, as a reader of the page would say them. */
export const KOREAN_TEXTBOOK_TEXT = KOREAN_TEXTBOOK_BODY.replace(/<[^>]+>/g, ' ');

const fontFolder = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-kr/400.css'));

function covers(range: string, codePoints: ReadonlySet<number>): boolean {
  return range.split(',').some((part) => {
    const [low, high] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(low ?? '', 16);
    const to = high === undefined ? from : parseInt(high, 16);
    for (const code of codePoints) if (code >= from && code <= to) return true;
    return false;
  });
}

/** @font-face rules for Noto Sans KR at `weight`, the pieces covering `text`, with their fonts inlined. */
function inlineFaces(weight: 400 | 700, text: string): string {
  const codePoints = new Set([...text].map((character) => character.codePointAt(0) as number));
  const css = readFileSync(join(fontFolder, `${weight}.css`), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .flatMap((match) => {
      const rule = match[1] ?? '';
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule)?.[1];
      if (!range || !file || !covers(range, codePoints)) return [];
      const font = readFileSync(join(fontFolder, 'files', file)).toString('base64');
      return [`@font-face { font-family: 'Noto Sans KR'; font-weight: ${weight}; src: url(data:font/woff2;base64,${font}) format('woff2'); unicode-range: ${range}; }`];
    })
    .join('\n');
}

/** The Korean page as HTML: body 12 pt, h1 24 pt, h2 17 pt, as the English page; lines broken between words, as Korean books are set. */
export function koreanTextbookHtml(): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>물의 순환</title>
<style>
${inlineFaces(400, KOREAN_TEXTBOOK_BODY)}
${inlineFaces(700, KOREAN_TEXTBOOK_BODY)}
  body { font-family: 'Noto Sans KR'; font-size: 12pt; line-height: 1.6; word-break: keep-all; margin: 0; }
  h1 { font-size: 24pt; } h2 { font-size: 17pt; }
</style></head>
<body>
${KOREAN_TEXTBOOK_BODY}
</body></html>`;
}
