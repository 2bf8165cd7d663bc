// Where the built app keeps liblouis-js's files (copied there at build time by
// scripts/vite/liblouisAssets.ts, which reads these names too).
export const LIBLOUIS_ASSET_DIR = 'liblouis';
export const LIBLOUIS_BUILD_FILE = 'liblouis-no-tables.js';
