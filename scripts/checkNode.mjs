// Runs before every script that runs a .ts file (and as `npm ci`'s
// preinstall), so that an older Node.js stops with one sentence saying what
// to install instead of ERR_UNKNOWN_FILE_EXTENSION. `npm ci` itself is
// stopped earlier, before it fetches anything, by engine-strict in .npmrc
// (npm runs the root package's preinstall only after installing the
// packages); this check stays as the preinstall for an npm told otherwise.
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

// package.json says ">=X.Y.Z" or "^X.Y.Z" (the same major), joined by "||":
// the only forms this reads. A range in another form is not checked here.
function readRange(text) {
  const alternatives = [];
  for (const piece of text.split('||')) {
    const match = /^\s*(>=|\^)\s*(\d+\.\d+\.\d+)\s*$/.exec(piece);
    if (!match) return undefined;
    alternatives.push({ sameMajor: match[1] === '^', least: parts(match[2]) });
  }
  return alternatives;
}

function allows(alternative, version) {
  return atLeast(version, alternative.least) && (!alternative.sameMajor || version[0] === alternative.least[0]);
}

function named(alternative) {
  const least = alternative.least;
  const shown = least[2] === 0 ? least[0] + '.' + least[1] : least.join('.');
  return alternative.sameMajor ? shown + ' or a later ' + least[0] : shown + ' or later';
}

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines;
const range = readRange(String(engines.node));
const running = process.env[UNDER_TEST] || process.version;
const version = parts(running);

if (range && version && !range.some(function (alternative) { return allows(alternative, version); })) {
  // The newest line first: that is the one to install.
  const wanted = range.slice().sort(function (a, b) { return atLeast(a.least, b.least) ? -1 : 1; }).map(named).join(', or ');
  // npm publishes Node.js itself as node-<platform>-<arch> (Linux and macOS): an install without root or nvm.
  const npmNode = process.platform === 'linux' || process.platform === 'darwin' ? 'node-' + process.platform + '-' + process.arch + '@24' : undefined;
  const withoutRoot = npmNode
    ? ', or without root by `npm install --prefix ~/node24 ' + npmNode + '` and putting ~/node24/node_modules/node-' + process.platform + '-' + process.arch + '/bin first on PATH'
    : '';
  process.stderr.write(
    '\nTactile Studio needs Node.js ' + wanted + ' (package.json "engines": "' + engines.node + '") but this is Node.js ' +
      running.replace(/^v/, '') + ': install Node.js 24 LTS from https://nodejs.org/ or with nvm (`nvm install 24`)' + withoutRoot + ', then run the command again.\n\n',
  );
  process.exit(1);
}
