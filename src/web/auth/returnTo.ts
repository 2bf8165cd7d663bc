import { PATHS } from '../routes/paths.ts';

// Where the app goes after signing in comes from the address (/login?redirect=…),
// so anyone can write it. Only a path inside the app is taken. Browsers drop
// tabs and line breaks from addresses and read "\" as "/", so "/\t/evil.example"
// or "/\\evil.example" becomes "//evil.example", another site: such text is
// refused outright rather than cleaned, and so are encoded slashes, which a
// router may decode into the same.

const ORIGIN = 'https://app.invalid';
/** Control characters, spaces and backslashes: never in a path the app itself writes (it encodes them). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\]/;
const ENCODED_SLASH = /%(2f|5c)/i;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** `path` when it is a path inside the app (not the sign-in pages themselves), else Easy. */
export function safeReturnTo(path: string | null | undefined): string {
  if (!path || UNSAFE.test(path) || !path.startsWith('/') || path.startsWith('//')) return PATHS.easy;
  const url = new URL(path, ORIGIN);
  const pathname = decoded(url.pathname);
  if (url.origin !== ORIGIN || pathname === undefined || UNSAFE.test(pathname) || ENCODED_SLASH.test(url.pathname) || pathname.startsWith('//')) {
    return PATHS.easy;
  }
  if (url.pathname === PATHS.login || url.pathname.startsWith(`${PATHS.login}/`) || url.pathname.startsWith(PATHS.loginCallback)) return PATHS.easy;
  return `${url.pathname}${url.search}${url.hash}`;
}
