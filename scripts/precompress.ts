// The step after `vite build` in `npm run build`: brotli and gzip copies of dist/web (scripts/lib/precompress.ts).
import { precompressDirectory } from './lib/precompress.ts';
import { webDist } from './lib/buildIfNeeded.ts';

const started = performance.now();
const result = precompressDirectory(webDist);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
console.log(
  `Precompressed ${result.files} files of dist/web (${kB(result.bytes)}): brotli ${kB(result.brotliBytes)}, gzip ${kB(result.gzipBytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
