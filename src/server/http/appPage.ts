import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SITE_CONFIG_ELEMENT_ID } from '../../shared/config/siteConfig.ts';
import { ROUTE_PRELOADS_FILE, routePreloadsSchema, type RoutePreloads } from '../../shared/http/routePreloads.ts';
import { cataloguesOf } from '../../shared/i18n/locales.ts';
import { startLocaleOfRequest } from '../../shared/i18n/startLocale.ts';
import type { ContentCoding } from './compression.ts';
import { weakEtagOf } from './etag.ts';

// The page every app address answers (issue 19): the built index.html with,
// before `</head>`,
// - the site configuration (what SITE_CONFIG_PATH serves) as a JSON data block,
//   so the app starts without asking for it;
// - a `<link rel="modulepreload">` for each JS chunk the address's route needs
//   beyond the entry, and for the main catalogue pieces of the language the
//   app will start in (dist/web/.vite/route-preloads.json, written by the
//   build), so the browser fetches them alongside the entry instead of after
//   it has run;
// - a `<link rel="stylesheet">` for the route's own CSS (the Canvas's, the
//   Cloud's), which Vite's loader would otherwise ask for only once the route
//   is imported; it finds the link there and adds none.
// The template and the preloads are read at start, and again only when the
// build changes under a running server (a stat of each per page). Each
// variant (route and language) is rendered once, compressed once per coding
// on first use (brotli 11, gzip 9, on libuv's pool), and kept: at most
// PAGE_CACHE_ENTRIES, the least recently used going first.

export const PAGE_CACHE_ENTRIES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON text safe inside a `<script>` element: with `<` as `\u003c` it can never close the element (`</script>`) or open a comment. */
export function jsonForScriptElement(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export interface PageAdditions {
  /** The site configuration, as JSON text. */
  readonly siteConfigJson: string;
  /** Addresses of the JS to preload (`/assets/EasyHomePage-….js`). */
  readonly preloads: readonly string[];
  /** Addresses of the route's stylesheets (`/assets/cloud-….css`). */
  readonly styles?: readonly string[];
}

/** The template with the configuration block and the preload links before its `</head>`; a template without one is left as it is. */
export function renderAppPage(template: string, additions: PageAdditions): string {
  const head = /^([ \t]*)<\/head>/im.exec(template) ?? /<\/head>/i.exec(template);
  if (!head) return template;
  const indent = `${head[1] ?? ''}  `;
  const lines = [
    `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${jsonForScriptElement(additions.siteConfigJson)}</script>`,
    // `crossorigin` as Vite writes its own: the request then matches the module script's (CORS, same-origin credentials).
    ...additions.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    ...(additions.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
  ];
  const inserted = lines.map((line) => `${indent}${line}\n`).join('');
  return `${template.slice(0, head.index)}${head[1] === undefined ? `\n${inserted}` : inserted}${template.slice(head.index)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The route path a request path opens, as React Router matches: letter case
 * and a trailing slash do not matter; `:name` is one segment, `:name?` and
 * `segment?` an optional one, a last `*` anything after. A literal path wins,
 * then the pattern with the most literal segments (React Router's ranking,
 * simplified). Undefined for a path no route opens.
 */
export function routeMatcher(paths: readonly string[]): (pathname: string) => string | undefined {
  const literal = new Map<string, string>();
  const patterns: { path: string; pattern: RegExp; score: number }[] = [];
  const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean);
    if (!segments.some((segment) => segment.startsWith(':') || segment.endsWith('?') || segment === '*')) {
      if (!literal.has(normal(path))) literal.set(normal(path), path);
      continue;
    }
    let source = '';
    let score = 0;
    for (const segment of segments) {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      if (name === '*') {
        source += '(?:/.*)?';
        score -= 2;
      } else {
        const part = name.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(name)}`;
        source += optional ? `(?:${part})?` : part;
        score += name.startsWith(':') ? 3 : 10;
      }
    }
    patterns.push({ path, pattern: new RegExp(`^${source}/*$`, 'i'), score });
  }
  patterns.sort((a, b) => b.score - a.score);
  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {
      // a malformed escape: matched as it came
    }
    return literal.get(normal(decoded)) ?? patterns.find((candidate) => candidate.pattern.test(decoded || '/'))?.path;
  };
}

export interface AppPage {
  /** A weak validator of the page (the same for every coding). */
  readonly etag: string;
  /** The page's bytes in a coding (undefined: as it is). */
  body(coding: ContentCoding | undefined): Promise<Buffer>;
}

export interface AppPagesOptions {
  readonly webRoot: string;
  /** What SITE_CONFIG_PATH serves, as JSON text. */
  readonly siteConfigJson: string;
  readonly maxEntries?: number;
  readonly warn?: (message: string) => void;
}

export interface AppPages {
  /** The page for a request path and Accept-Language; undefined while the web app is not built. */
  page(pathname: string, acceptLanguage: string | undefined): AppPage | undefined;
}

interface Build {
  readonly signature: string;
  readonly template: string;
  readonly preloads: RoutePreloads | undefined;
  readonly routeOf: (pathname: string) => string | undefined;
}

function signatureOf(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

function variant(html: string): AppPage {
  const identity = Buffer.from(html);
  const coded = new Map<ContentCoding, Promise<Buffer>>();
  const compress = (coding: ContentCoding) =>
    coding === 'br'
      ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    etag: weakEtagOf(html),
    body(coding) {
      if (!coding) return Promise.resolve(identity);
      let body = coded.get(coding);
      if (!body) {
        body = compress(coding);
        coded.set(coding, body);
        body.catch(() => coded.delete(coding));
      }
      return body;
    },
  };
}

export function appPages(options: AppPagesOptions): AppPages {
  const indexHtml = join(options.webRoot, 'index.html');
  const preloadsFile = join(options.webRoot, ROUTE_PRELOADS_FILE);
  const maxEntries = options.maxEntries ?? PAGE_CACHE_ENTRIES;
  const warn = (message: string) => options.warn?.(message);
  const cache = new Map<string, AppPage>();
  let build: Build | undefined;

  const readPreloads = (): RoutePreloads | undefined => {
    let text: string;
    try {
      text = readFileSync(preloadsFile, 'utf8');
    } catch {
      warn(`No ${ROUTE_PRELOADS_FILE} in the built web app: pages are served without route preloads (rebuild with "npm run build").`);
      return undefined;
    }
    try {
      return routePreloadsSchema.parse(JSON.parse(text));
    } catch (error) {
      warn(`${preloadsFile} is not a route-preloads file (${String(error)}): pages are served without route preloads.`);
      return undefined;
    }
  };

  /** The build as it is on disk now; read again when index.html or the preloads changed. */
  const current = (): Build | undefined => {
    const page = signatureOf(indexHtml);
    if (page === undefined) return undefined;
    const signature = `${page}|${signatureOf(preloadsFile) ?? 'none'}`;
    if (build?.signature === signature) return build;
    let template: string;
    try {
      template = readFileSync(indexHtml, 'utf8');
    } catch {
      return undefined;
    }
    const preloads = readPreloads();
    cache.clear();
    build = { signature, template, preloads, routeOf: routeMatcher(Object.keys(preloads?.routes ?? {})) };
    return build;
  };
  current();

  return {
    page(pathname, acceptLanguage) {
      const built = current();
      if (!built) return undefined;
      const route = built.routeOf(pathname);
      // The language the app will start in, unless the visitor chose one before (local storage, unseen here).
      const locale = route === undefined ? undefined : startLocaleOfRequest(acceptLanguage);
      const key = route === undefined ? '' : `${route}\n${locale}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const files = route === undefined || !built.preloads || !locale
        ? []
        : [...(built.preloads.routes[route]?.js ?? []), ...cataloguesOf(locale).flatMap((one) => built.preloads?.catalogues[one] ?? [])];
      const base = built.preloads?.base ?? '/';
      const styles = route === undefined ? [] : (built.preloads?.routes[route]?.css ?? []);
      const page = variant(
        renderAppPage(built.template, {
          siteConfigJson: options.siteConfigJson,
          preloads: [...new Set(files)].map((file) => `${base}${file}`),
          styles: [...new Set(styles)].map((file) => `${base}${file}`),
        }),
      );
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, page);
      return page;
    },
  };
}
