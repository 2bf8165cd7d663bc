import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { defineMessages } from '../../core/messages/index.ts';
import en from '../../../locales/en.json';
import { announce } from '../ui/announcer.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';
import type { CommandCodes, CommandSource } from './commandEntry.ts';
import { commandMessages } from './messages.ts';
import { createCommandRegistry, type CommandRegistry } from './registry.ts';
import { runCommand } from './runCommand.ts';

vi.mock('../ui/announcer.ts', () => ({ announce: vi.fn() }));

const intl = createIntl({ locale: 'en', messages: en });
const labels = defineMessages({ tidy: { id: '정리' }, go: { id: '가기' } });
const context = (): AppCommandContext => ({ navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() });

const first = (registry: CommandRegistry) => registry.all()[0] as AppCommand;
const second = (registry: CommandRegistry) => registry.all()[1] as AppCommand;

/** A feature whose code arrives when the test says. */
function lateFeature() {
  const tidied = vi.fn();
  let deliver!: (codes: CommandCodes) => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<CommandCodes>((resolve, reject) => {
        deliver = resolve;
        fail = reject;
      }),
  );
  const source: CommandSource = {
    entries: [
      { id: 'late.tidy', label: labels.tidy, scope: 'cloud', shortcuts: ['Alt+Shift+T'] },
      { id: 'late.go', label: labels.go, scope: 'cloud', href: '/cloud' },
    ],
    load,
  };
  const code: CommandCodes = { 'late.tidy': { run: tidied } };
  return { source, load, tidied, code, deliver: () => deliver(code), fail: () => fail(new Error('offline')) };
}

describe('a feature\'s commands before and after their code loads', () => {
  it('are listed with their labels and keys before any code loads, and load nothing until asked', () => {
    const feature = lateFeature();
    const registry = createCommandRegistry([], [feature.source]);
    expect(registry.all().map((command) => [command.id, command.shortcuts])).toEqual([
      ['late.tidy', ['Alt+Shift+T']],
      ['late.go', undefined],
    ]);
    expect(registry.isReady('late.tidy')).toBe(false);
    expect(registry.isReady('late.go')).toBe(true);
    expect(feature.load).not.toHaveBeenCalled();
  });

  it('run once their code has loaded, when run before it had (a shortcut pressed on another screen)', async () => {
    const feature = lateFeature();
    const registry = createCommandRegistry([], [feature.source]);
    const changed = vi.fn();
    registry.subscribe(changed);
    const ctx = context();
    const running = runCommand(registry, first(registry), ctx, intl);
    expect(feature.tidied).not.toHaveBeenCalled();
    feature.deliver();
    await running;
    expect(feature.tidied).toHaveBeenCalledTimes(1);
    expect(registry.isReady('late.tidy')).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    // Loaded once: the next run needs no load.
    await runCommand(registry, first(registry), ctx, intl);
    expect(feature.tidied).toHaveBeenCalledTimes(2);
    expect(feature.load).toHaveBeenCalledTimes(1);
  });

  it('say so when their code cannot load, and try again on the next use', async () => {
    const feature = lateFeature();
    const registry = createCommandRegistry([], [feature.source]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const firstTry = runCommand(registry, first(registry), context(), intl);
    feature.fail();
    await firstTry;
    expect(feature.tidied).not.toHaveBeenCalled();
    expect(announce).toHaveBeenLastCalledWith(intl.formatMessage(commandMessages.couldNotLoad, { command: intl.formatMessage(labels.tidy) }), 'assertive');
    const secondTry = runCommand(registry, first(registry), context(), intl);
    feature.deliver();
    await secondTry;
    expect(feature.tidied).toHaveBeenCalledTimes(1);
    expect(feature.load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('go where a navigation entry says without loading anything', async () => {
    const feature = lateFeature();
    const registry = createCommandRegistry([], [feature.source]);
    const ctx = context();
    await runCommand(registry, second(registry), ctx, intl);
    expect(ctx.navigate).toHaveBeenCalledWith('/cloud');
    expect(feature.load).not.toHaveBeenCalled();
  });

  it('load for a screen only the features with commands in its scopes', async () => {
    const feature = lateFeature();
    const registry = createCommandRegistry([], [feature.source]);
    await registry.loadScopes(['global', 'easy']);
    expect(feature.load).not.toHaveBeenCalled();
    const loading = registry.loadScopes(['global', 'cloud']);
    feature.deliver();
    await loading;
    expect(registry.isReady('late.tidy')).toBe(true);
  });

  it('refuse code that leaves a command out, and two commands with one id', async () => {
    const feature = lateFeature();
    const registry = createCommandRegistry([], [{ ...feature.source, load: async () => ({}) }]);
    await expect(registry.resolve('late.tidy')).rejects.toThrow('No code for the commands late.tidy');
    expect(() => createCommandRegistry([], [feature.source, feature.source])).toThrow('Two commands have the id late.tidy');
  });
});

describe('a scope\'s own entries, loaded with its screen', () => {
  const scopedEntry = { id: 'scoped.tidy', label: labels.tidy, scope: 'book' as const, shortcuts: ['Alt+Shift+Y'] };
  function scopedFeature(entries: () => Promise<readonly (typeof scopedEntry)[]> = async () => [scopedEntry]) {
    const tidied = vi.fn();
    const loadEntries = vi.fn(entries);
    const load = vi.fn(async (): Promise<CommandCodes> => ({ 'scoped.tidy': { run: tidied } }));
    const source: CommandSource = { entries: [], scoped: { scope: 'book', load: loadEntries }, load };
    return { source, loadEntries, load, tidied };
  }

  it('are not listed, and nothing loads, until a screen of that scope loads its commands; then they are, with their code', async () => {
    const feature = scopedFeature();
    const registry = createCommandRegistry([], [feature.source]);
    const changed = vi.fn();
    registry.subscribe(changed);
    expect(registry.all()).toEqual([]);
    await registry.loadScopes(['global', 'cloud']);
    expect(feature.loadEntries).not.toHaveBeenCalled();
    expect(feature.load).not.toHaveBeenCalled();

    await registry.loadScopes(['global', 'book']);
    expect(registry.inScope('book').map((command) => [command.id, command.shortcuts])).toEqual([['scoped.tidy', ['Alt+Shift+Y']]]);
    expect(registry.isReady('scoped.tidy')).toBe(true);
    expect(changed).toHaveBeenCalled();
    await runCommand(registry, first(registry), context(), intl);
    expect(feature.tidied).toHaveBeenCalledTimes(1);
    // Once: a second visit loads nothing more and lists each command once.
    await registry.loadScopes(['book']);
    expect(feature.loadEntries).toHaveBeenCalledTimes(1);
    expect(registry.all()).toHaveLength(1);
  });

  it('are tried again when they could not load', async () => {
    let online = false;
    const feature = scopedFeature(async () => {
      if (!online) throw new Error('offline');
      return [scopedEntry];
    });
    const registry = createCommandRegistry([], [feature.source]);
    await expect(registry.loadScopes(['book'])).rejects.toThrow('offline');
    expect(registry.all()).toEqual([]);
    online = true;
    await registry.loadScopes(['book']);
    expect(registry.all().map((command) => command.id)).toEqual(['scoped.tidy']);
  });

  it('refuse an entry of another scope, an id taken already, and code that leaves one out', async () => {
    const stray = scopedFeature(async () => [{ ...scopedEntry, scope: 'cloud' as 'book' }]);
    await expect(createCommandRegistry([], [stray.source]).loadScopes(['book'])).rejects.toThrow('Commands outside the scope book: scoped.tidy');
    const taken = scopedFeature();
    const own = { ...scopedEntry, run: vi.fn() } as unknown as AppCommand;
    await expect(createCommandRegistry([own], [taken.source]).loadScopes(['book'])).rejects.toThrow('Two commands have the id scoped.tidy');
    const codeless = scopedFeature();
    await expect(createCommandRegistry([], [{ ...codeless.source, load: async () => ({}) }]).loadScopes(['book'])).rejects.toThrow('No code for the commands scoped.tidy');
  });
});
