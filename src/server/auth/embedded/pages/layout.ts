import { bcp47, isRightToLeft, type AppLocale } from '../../../../shared/i18n/locales.ts';
import { EMBEDDED_REALM_PATH } from '../../../../shared/config/siteConfig.ts';

// The frame of every page the embedded sign-in renders: the page language
// and direction, a title, one main landmark and our own style sheet. No
// inline script or style, so the strict Content-Security-Policy holds.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export const SIGN_IN_ASSETS = `${EMBEDDED_REALM_PATH}/assets`;

export function page(options: { locale: AppLocale; title: string; body: string; script?: string }): string {
  const { locale, title, body, script } = options;
  return `<!doctype html>
<html lang="${bcp47(locale)}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SIGN_IN_ASSETS}/sign-in.css">
${script ? `<script src="${SIGN_IN_ASSETS}/${script}" defer></script>\n` : ''}</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>
`;
}
