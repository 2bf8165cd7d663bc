import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from './precompress.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(root, 'assets', 'fonts'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const large = (line: string) => line.repeat(Math.ceil((PRECOMPRESS_MIN_BYTES * 4) / line.length));

describe('the build step after vite build', () => {
  it('writes brotli and gzip copies of every large text file and font that is not compressed already', () => {
    const files = {
      'index.html': large('<p>hello</p>\n'),
      'assets/easy-1.js': large('export const a = 1;\n'),
      'assets/style-2.css': large('.a { color: red; }\n'),
      'assets/icon-3.svg': large('<path d="M0 0"/>'),
      'assets/data-4.json': large('{"a":1},'),
      'assets/fonts/face.ttf': large('glyf'),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    const result = precompressDirectory(root);
    expect(result.files).toBe(Object.keys(files).length);
    for (const [name, text] of Object.entries(files)) {
      expect(brotliDecompressSync(readFileSync(join(root, `${name}.br`))).toString(), name).toBe(text);
      expect(gunzipSync(readFileSync(join(root, `${name}.gz`))).toString(), name).toBe(text);
    }
  });

  it('leaves small files, compressed formats and source maps alone', () => {
    writeFileSync(join(root, 'assets', 'tiny-1.js'), 'export {};');
    writeFileSync(join(root, 'assets', 'fonts', 'face.woff2'), large('wOF2'));
    writeFileSync(join(root, 'assets', 'photo.png'), large('PNG'));
    writeFileSync(join(root, 'assets', 'easy-1.js.map'), large('{"mappings":""}'));
    expect(precompressDirectory(root).files).toBe(0);
    for (const name of ['assets/tiny-1.js', 'assets/fonts/face.woff2', 'assets/photo.png', 'assets/easy-1.js.map']) {
      expect(existsSync(join(root, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(root, `${name}.gz`)), name).toBe(false);
    }
  });

  it('replaces copies of an earlier run and removes those whose file is gone', () => {
    writeFileSync(join(root, 'index.html'), large('<p>old</p>'));
    writeFileSync(join(root, 'assets', 'gone-1.js'), large('old();'));
    precompressDirectory(root);
    writeFileSync(join(root, 'index.html'), large('<p>new</p>'));
    rmSync(join(root, 'assets', 'gone-1.js'));
    precompressDirectory(root);
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(large('<p>new</p>'));
    expect(existsSync(join(root, 'assets', 'gone-1.js.br'))).toBe(false);
    expect(existsSync(join(root, 'assets', 'gone-1.js.gz'))).toBe(false);
  });
});
