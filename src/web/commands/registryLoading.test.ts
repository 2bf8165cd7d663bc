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
