import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { EXIT } from './command.ts';
import { renderCommand } from './render.ts';

// The samples live in ../shared beside the repository (CI has it there too).
const SAMPLES = fileURLToPath(new URL('../../../shared/fixtures/dot/', import.meta.url));
const RENDERINGS = fileURLToPath(new URL('../core/dtms/__fixtures__/', import.meta.url));

async function render(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await renderCommand.run(args, { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => '' });
  return { code, out: out.join(''), err: err.join('') };
}

describe('tactile render', () => {
  it('prints page 1 of the DTMS sample as 40 lines of 60 pins, and nothing else', async () => {
    const { code, out, err } = await render([join(SAMPLES, 'sample-320.dtms'), '--page', '1']);
    expect(code).toBe(EXIT.ok);
    expect(err).toBe('');
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(40);
    expect(lines.every((line) => /^[#.]{60}$/.test(line))).toBe(true);
    expect(out.trimEnd()).toBe(readFileSync(join(RENDERINGS, 'sample-320-page1.txt'), 'utf8').trimEnd());
  });

  it('prints the DTM sample the same way', async () => {
    const { code, out } = await render([join(SAMPLES, 'sample-320.dtm')]);
    expect(code).toBe(EXIT.ok);
    expect(out.trimEnd()).toBe(readFileSync(join(RENDERINGS, 'sample-320-dtm.txt'), 'utf8').trimEnd());
  });

  it('says which pages exist when asked for one past the end', async () => {
    const { code, out, err } = await render([join(SAMPLES, 'sample-320.dtm'), '--page', '2']);
    expect(code).toBe(EXIT.failed);
    expect(out).toBe('');
    expect(err).toContain('has 1 page, not 2');
  });

  it('answers a wrong call with its usage and exit 2', async () => {
    for (const args of [[], ['a', 'b'], ['a', '--page', 'x'], ['a', '--page', '0'], ['a', '--page'], ['a', '--colour']]) {
      const err: string[] = [];
      const code = await runCli(['render', ...args], { out: () => undefined, err: (t) => void err.push(t), readInput: async () => '' });
      expect(code, args.join(' ')).toBe(EXIT.usage);
      expect(err.join('')).toContain('Usage: tactile render FILE [--page N]');
    }
  });

  it('rejects a broken file with the format error, not a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-'));
    writeFileSync(join(dir, 'broken.dtms'), '{"title": "x", "items": [}');
    writeFileSync(join(dir, 'short.dtm'), '_dtm_ too short');
    await expect(render([join(dir, 'broken.dtms')])).rejects.toMatchObject({ code: 'NOT_JSON' });
    await expect(render([join(dir, 'short.dtm')])).rejects.toMatchObject({ code: 'BAD_LENGTH' });
  });
});
