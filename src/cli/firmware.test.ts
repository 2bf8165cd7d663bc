import { createHash, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firmwareStatement } from '../shared/api/firmware.ts';
import { checkReleaseSignature } from '../server/firmware/releaseSignature.ts';
import { configuredSigningKey } from '../server/firmware/signingKey.ts';
import { runCli } from './cli.ts';
import { EXIT } from './command.ts';

// `tactile firmware keygen` and `sign`: what the operator signs with them is
// what the server's check accepts, for exactly that model, version and file.

async function tactile(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => '' });
  return { code, out: out.join(''), err: err.join('') };
}

const field = (out: string, name: string) => new RegExp(`^${name} (.+)$`, 'm').exec(out)?.[1] ?? '';

describe('tactile firmware', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fw-cli-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keygen makes the pair (private 0600) and never replaces an existing key', async () => {
    const made = await tactile(['firmware', 'keygen', join(dir, 'keys')]);
    expect(made.code).toBe(EXIT.ok);
    const privatePath = join(dir, 'keys', 'signing-key.pem');
    expect(made.out).toContain(privatePath);
    expect(made.out).toMatch(/fingerprint ([0-9a-f]{4} ){15}[0-9a-f]{4}/);
    expect((await stat(privatePath)).mode & 0o777).toBe(0o600);
    const before = await readFile(privatePath, 'utf8');
    const again = await tactile(['firmware', 'keygen', join(dir, 'keys')]);
    expect(again.code).toBe(EXIT.failed);
    expect(again.err).toMatch(/already exists; it is left as it is/);
    expect(await readFile(privatePath, 'utf8')).toBe(before);
    // The public file is what FIRMWARE_SIGNING_KEY takes, and its fingerprint is the one printed.
    const key = configuredSigningKey(join(dir, 'keys', 'signing-key.pub.pem'));
    expect(made.out).toContain(key.fingerprint);
  });

  it("sign prints the file's SHA256 and a SIGNATURE the server accepts for that model and version only", async () => {
    await tactile(['firmware', 'keygen', dir]);
    const image = join(dir, 'image.bin');
    const bytes = Buffer.from('firmware image bytes');
    await writeFile(image, bytes);
    const signed = await tactile(['firmware', 'sign', '--key', join(dir, 'signing-key.pem'), '--model', 'DotPad320A', '--version', '1.2.10', image]);
    expect(signed.code, signed.err).toBe(EXIT.ok);
    const sha256 = field(signed.out, 'SHA256');
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const signature = Buffer.from(field(signed.out, 'SIGNATURE'), 'base64');
    const key = configuredSigningKey(join(dir, 'signing-key.pub.pem'));
    expect(() => checkReleaseSignature(key, { model: 'DotPad320A', version: '1.2.10', sha256 }, signature)).not.toThrow();
    expect(() => checkReleaseSignature(key, { model: 'DotPad320A', version: '1.2.1', sha256 }, signature)).toThrow(/SIGNATURE does not verify/);
    expect(() => checkReleaseSignature(key, { model: 'DotPad768', version: '1.2.10', sha256 }, signature)).toThrow(/SIGNATURE does not verify/);
    // --sha256 signs a file that is not here (the vendor's DOWNLOAD_URL) the same way.
    const bySum = await tactile(['firmware', 'sign', '--key', join(dir, 'signing-key.pem'), '--model', 'DotPad320A', '--version', '1.2.10', '--sha256', sha256.toUpperCase()]);
    expect(field(bySum.out, 'SHA256')).toBe(sha256);
    expect(verify(null, Buffer.from(firmwareStatement({ model: 'DotPad320A', version: '1.2.10', sha256 })), key.publicKey, Buffer.from(field(bySum.out, 'SIGNATURE'), 'base64'))).toBe(true);
  });

  it('says what is wrong with its arguments (exit 2), and a file it cannot read (exit 1)', async () => {
    await tactile(['firmware', 'keygen', dir]);
    const key = join(dir, 'signing-key.pem');
    const cases: [string[], RegExp][] = [
      [['firmware', 'sign', '--model', 'DotPad320A', '--version', '1.0', 'x.bin'], /--key is missing/],
      [['firmware', 'sign', '--key', key, '--model', 'Dot Pad', '--version', '1.0', 'x.bin'], /--model must be the device name/],
      [['firmware', 'sign', '--key', key, '--model', 'DotPad320A', '--version', 'one', 'x.bin'], /--version must be dotted numbers/],
      [['firmware', 'sign', '--key', key, '--model', 'DotPad320A', '--version', '1.0'], /Give the firmware FILE, or --sha256/],
      [['firmware', 'sign', '--key', key, '--model', 'DotPad320A', '--version', '1.0', '--sha256', 'abc'], /--sha256 must be 64 hexadecimal digits/],
      [['firmware', 'sign', '--key', join(dir, 'signing-key.pub.pem'), '--model', 'DotPad320A', '--version', '1.0', '--sha256', 'a'.repeat(64)], /is not a PEM private key/],
      [['firmware', 'sign', '--key', join(dir, 'none.pem'), '--model', 'DotPad320A', '--version', '1.0', '--sha256', 'a'.repeat(64)], /cannot be read \(there is no such file\)/],
      [['firmware', 'keygen'], /DIR is missing/],
    ];
    for (const [args, message] of cases) {
      const result = await tactile(args);
      expect(result.code, args.join(' ')).toBe(EXIT.usage);
      expect(result.err).toMatch(message);
    }
    const missing = await tactile(['firmware', 'sign', '--key', key, '--model', 'DotPad320A', '--version', '1.0', join(dir, 'absent.bin')]);
    expect(missing.code).toBe(EXIT.failed);
    expect(missing.err).toMatch(/absent\.bin cannot be read/);
  });
});
