import { describe, expect, it } from 'vitest';
import { EXIT, runCli, type CliCommand, type CliGroup } from './cli.ts';
import { COMMAND_MODULES, allCommands } from './commandModules.ts';
import { UsageError } from './options.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), readInput: async () => '' }, out, err };
}

const echo: CliCommand = {
  name: 'echo',
  usage: 'echo TEXT...',
  summary: 'prints its arguments',
  run: async (args, io) => {
    io.out(`${args.join(' ')}\n`);
    return EXIT.ok;
  },
};
const shout: CliCommand = {
  name: 'shout',
  usage: 'say shout TEXT',
  summary: 'prints its argument in capitals',
  run: async (args, io) => {
    if (args.length !== 1) throw new UsageError('One TEXT.');
    io.out(`${args[0]?.toUpperCase()}\n`);
    return EXIT.ok;
  },
};
const say: CliGroup = { name: 'say', commands: [echo, shout] };
const broken: CliCommand = { name: 'broken', usage: 'broken', summary: 'fails', run: async () => Promise.reject(new Error('file not found')) };

describe('the tactile command line', () => {
  it('runs the named command with its arguments', async () => {
    const { io, out } = capture();
    expect(await runCli(['echo', 'a', 'b'], io, [echo])).toBe(EXIT.ok);
    expect(out.join('')).toBe('a b\n');
  });

  it('lists the commands for --help', async () => {
    const { io, out } = capture();
    expect(await runCli(['--help'], io, [echo])).toBe(EXIT.ok);
    expect(out.join('')).toMatch(/echo TEXT\.\.\.\s+prints its arguments/);
  });

  it('explains an unknown command on stderr with a usage error', async () => {
    const { io, out, err } = capture();
    expect(await runCli(['draw'], io, [echo])).toBe(EXIT.usage);
    expect(out).toEqual([]);
    expect(err.join('')).toContain('unknown command "draw"');
  });

  it('turns a failing command into a message and a non-zero exit, never a stack trace', async () => {
    const { io, err } = capture();
    expect(await runCli(['broken'], io, [broken])).toBe(EXIT.failed);
    expect(err.join('')).toBe('tactile broken: file not found\n');
  });

  it('prints help and a usage error when called with nothing', async () => {
    const { io, out } = capture();
    expect(await runCli([], io, [])).toBe(EXIT.usage);
    expect(out.join('')).toContain('Usage: tactile');
  });

  it('prints the version', async () => {
    const { io, out } = capture();
    expect(await runCli(['--version'], io, [], '1.2.3')).toBe(EXIT.ok);
    expect(out.join('')).toBe('1.2.3\n');
  });

  it('runs a command of a group by its second word, and lists each of them in the help', async () => {
    const { io, out } = capture();
    expect(await runCli(['say', 'shout', 'hi'], io, [say])).toBe(EXIT.ok);
    expect(out.join('')).toBe('HI\n');
    expect(await runCli(['--help'], io, [say])).toBe(EXIT.ok);
    expect(out.join('')).toMatch(/say shout TEXT\s+prints its argument in capitals/);
  });

  it('names the group and the command in a usage error, with that command\'s usage', async () => {
    const { io, err } = capture();
    expect(await runCli(['say', 'shout'], io, [say])).toBe(EXIT.usage);
    expect(err.join('')).toBe('tactile say shout: One TEXT.\nUsage: tactile say shout TEXT\n');
  });

  it('lists a group\'s commands when none or an unknown one is named', async () => {
    for (const args of [['say'], ['say', 'whisper']]) {
      const { io, out, err } = capture();
      expect(await runCli(args, io, [say]), args.join(' ')).toBe(EXIT.usage);
      expect(out).toEqual([]);
      expect(err.join('')).toContain('tactile say shout TEXT');
    }
    const { io, out } = capture();
    expect(await runCli(['say', '--help'], io, [say])).toBe(EXIT.ok);
    expect(out.join('')).toContain('tactile say shout TEXT');
  });
});

describe('the command modules, loaded as a run needs them', () => {
  it('name exactly the commands each module holds, so a command is found by its own name', async () => {
    for (const module of COMMAND_MODULES) expect((await module.load()).map((entry) => entry.name)).toEqual(module.names);
  });

  it('list every command in help, in the order of the modules', async () => {
    const { io, out } = capture();
    expect(await runCli(['--help'], io)).toBe(EXIT.ok);
    for (const entry of await allCommands()) expect(out.join('')).toContain(entry.name);
    expect((await allCommands()).map((entry) => entry.name)).toEqual(COMMAND_MODULES.flatMap((module) => module.names));
  });
});

