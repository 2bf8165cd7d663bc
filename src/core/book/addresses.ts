// Which addresses a document may hold. A document is published and opened by
// other people, so nothing in it may run script, frame another page or fetch
// from a third party: links are http, https, mailto or a fragment inside the
// document; pictures and media come from the drive (pictures also as inline
// data of an image type).

export const DRIVE_FILE_PREFIX = '/drive-app/file/';

// The URL standard drops leading/trailing C0 controls and spaces and every
// tab or newline inside before reading the scheme; a browser does the same,
// so `java\tscript:` is `javascript:`. We clean the same way, then allow-list.
function stripUrlNoise(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The href as stored, or undefined when a document may not link there. */
export function cleanHref(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const href = stripUrlNoise(value);
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u001f\u007f]/.test(href)) return undefined;
  if (href.startsWith('#')) return href.length > 1 ? href : undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/\\\s]/i.test(href) ? href : undefined;
  if (scheme === 'mailto') return href.length > 'mailto:'.length ? href : undefined;
  return undefined;
}

// A drive path: no parent segments, no backslashes (some servers read them as
// slashes), no whitespace or quotes.
const DRIVE_PATH = /^\/drive-app\/file\/[A-Za-z0-9._~%!$&'()*+,;=:@/?-]+$/;

function isDriveAddress(value: string): boolean {
  return DRIVE_PATH.test(value) && !value.split(/[/?]/).some((segment) => segment === '..' || segment === '.');
}

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The picture's source as stored, or undefined when it is not a drive file or image data. */
export function cleanImageSrc(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const src = stripUrlNoise(value);
  if (isDriveAddress(src)) return src;
  if (/^data:/i.test(src)) {
    const data = `data:${src.slice(5, src.indexOf(',') + 1).toLowerCase()}${src.slice(src.indexOf(',') + 1).replace(/\s+/g, '')}`;
    return IMAGE_DATA.test(data) ? data : undefined;
  }
  return undefined;
}

/** The audio or video source as stored: drive files only. */
export function cleanMediaSrc(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const src = stripUrlNoise(value);
  return isDriveAddress(src) ? src : undefined;
}
