import { posix } from 'node:path';

/** A reference split into the book file it names (relative to the book's folder) and its fragment; undefined for a URL with a scheme or one leaving the folder. */
export function resolveReference(fromFile: string, reference: string): { file: string; fragment: string | undefined } | undefined {
  const hash = reference.indexOf('#');
  const pathPart = hash < 0 ? reference : reference.slice(0, hash);
  const fragment = hash < 0 ? undefined : reference.slice(hash + 1);
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathPart) || pathPart.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  // An empty path is the referring file itself ("#id").
  const file = decoded === '' ? fromFile : posix.normalize(posix.join(posix.dirname(fromFile), decoded));
  if (file === '..' || file.startsWith('../')) return undefined;
  return { file, fragment };
}
