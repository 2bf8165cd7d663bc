import { normalizePath } from './paths.ts';

/**
 * The document title: the route's meta title followed by the product name, or
 * without a meta title the product name followed by the path parts.
 */
export function pageTitle(productName: string, pathname: string, metaTitle?: string): string {
  if (metaTitle) return `${metaTitle} | ${productName}`;
  const parts = normalizePath(pathname)
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  return [productName, ...parts].join(' | ');
}
