// Runs before `npm ci` (preinstall) and before every script that runs a .ts
// file, so that an older Node.js stops with one sentence saying what to
// install instead of twenty engine warnings or ERR_UNKNOWN_FILE_EXTENSION.
// Plain JavaScript of an older age on purpose (no `?.`, no `node:` imports):
// it must run, and say its sentence, on the very versions it turns away.
import { readFileSync } from 'fs';

// Tests run this script under a version they choose (scripts/checkNode.test.ts).
const UNDER_TEST = 'TACTILE_NODE_VERSION_UNDER_TEST';

function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function atLeast(version, least) {
  for (let i = 0; i < 3; i++) {
    if (version[i] !== least[i]) return version[i] > least[i];
  }
  return true;
}

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines;
// package.json says ">=X.Y.Z"; that is the only form this reads.
const least = parts(String(engines.node).replace(/^>=\s*/, ''));
const running = process.env[UNDER_TEST] || process.version;
const version = parts(running);

if (least && version && !atLeast(version, least)) {
  // npm publishes Node.js itself as node-<platform>-<arch> (Linux and macOS): an install without root or nvm.
  const npmNode = process.platform === 'linux' || process.platform === 'darwin' ? 'node-' + process.platform + '-' + process.arch + '@24' : undefined;
  const withoutRoot = npmNode
    ? ', or without root by `npm install --prefix ~/node24 ' + npmNode + '` and putting ~/node24/node_modules/node-' + process.platform + '-' + process.arch + '/bin first on PATH'
    : '';
  process.stderr.write(
    '\nTactile Studio needs Node.js ' + least[0] + '.' + least[1] + ' or later (package.json "engines": "' + engines.node + '") but this is Node.js ' +
      running.replace(/^v/, '') + ': install Node.js 24 LTS from https://nodejs.org/ or with nvm (`nvm install 24`)' + withoutRoot + ', then run the command again.\n\n',
  );
  process.exit(1);
}
