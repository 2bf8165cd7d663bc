// The model only holds http, https, mailto and #fragment links (core drops
// the rest on the way in); the renderer checks again, since a value could
// come from somewhere that skipped the model's reader (a draft, a test).
const ALLOWED = /^(https?:|mailto:|#)/i;

export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  return ALLOWED.test(trimmed) ? trimmed : undefined;
}

/** Pictures and media come from the drive or are inline pictures; nothing remote. */
export function safeSrc(src: string, kind: 'image' | 'media'): string | undefined {
  if (src.startsWith('/drive-app/file/')) return src;
  if (kind === 'image' && /^data:image\/(png|jpeg|gif|webp);base64,/i.test(src)) return src;
  return undefined;
}
