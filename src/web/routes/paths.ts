// Every path of the app, named once. Spec §2 gives most of them; the paths of
// Library, Trash, Settings and Profile are ours (the spec leaves them open, see docs/).
export const PATHS = {
  broker: '/appCheckBroker',
  home: '/',
  canvas: '/canvas',
  book: '/book',
  /** The Book's reader (ours): a document read-only, `?dtmNo=`. */
  read: '/read',
  /** The DAISY player (ours): a document's talking book, `?dtmNo=`. */
  listen: '/listen',
  /** The display's firmware against the catalogue (ours, issue 24). */
  firmware: '/device/firmware',
  cloud: '/cloud',
  trash: '/cloud/trash',
  library: '/cloud/library',
  settings: '/settings',
  profile: '/profile',
  easy: '/easy',
  easyCloud: '/easy/cloud',
  easySearch: '/easy/search',
  easyTactile: '/easy/tactile',
  easyCanvas: '/easy/canvas',
  login: '/login',
  loginCallback: '/login-callback',
  support: '/support',
  test: '/test',
} as const;

export const TEST_PAGES = [
  'menu-reload',
  'pagination',
  'save-dtm-file-as-dtms',
  'save-dtms-file-as-dtm',
  'canvas-template',
  'openapi',
  'braille',
  'session',
  'websocket',
  'middleware',
  'pdf-convert-demo',
] as const;

export type TestPage = (typeof TEST_PAGES)[number];

export function testPagePath(page: TestPage): string {
  return `${PATHS.test}/${page}`;
}

/** One spelling per path: no trailing slash (except the root). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
