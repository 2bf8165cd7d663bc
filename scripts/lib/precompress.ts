import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Brotli and gzip copies of the built web app (docs/DEPLOYMENT.md, Compressed
// delivery), made once at build time at the highest levels so the server never
// compresses a static file per request: @fastify/static (`preCompressed`) picks
// `name.br` or `name.gz` by the request's Accept-Encoding and falls back to the
// file itself.

/** Text formats and fonts that are not compressed already (woff and woff2 are, and so are images). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.webmanifest', '.wasm', '.ttf', '.otf', '.eot',
  // liblouis tables the web's braille preview fetches (text).
  '.ctb', '.cti', '.utb', '.uti', '.dis',
]);
// Source maps (.map) are left out: only developer tools fetch them, and they are most of the build's bytes.

/** Below this a compressed copy saves less than one packet: not worth a file. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressResult {
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * Writes `file.br` and `file.gz` next to every compressible file of at least
 * PRECOMPRESS_MIN_BYTES under `root`; a copy that would not be smaller is not
 * written (the server then sends the file as it is). Copies from an earlier
 * run are overwritten, so the copies always match their file.
 */
export function precompressDirectory(root: string): PrecompressResult {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  const all = filesUnder(root);
  // Copies of an earlier run first: a copy whose file is gone or changed must never be served.
  for (const path of all.filter((file) => file.endsWith('.br') || file.endsWith('.gz'))) rmSync(path);
  for (const path of all) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())) continue;
    if (statSync(path).size < PRECOMPRESS_MIN_BYTES) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: extname(path) === '.ttf' || extname(path) === '.otf' ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    files += 1;
    bytes += content.length;
    if (brotli.length < content.length) {
      writeFileSync(`${path}.br`, brotli);
      brotliBytes += brotli.length;
    }
    if (gzip.length < content.length) {
      writeFileSync(`${path}.gz`, gzip);
      gzipBytes += gzip.length;
    }
  }
  return { files, bytes, brotliBytes, gzipBytes };
}
