import { describe, expect, it, vi } from 'vitest';
import { commandEnablement } from '../../../core/commands/index.ts';
import type { AppCommand, AppCommandContext } from '../../commands/appCommandContext.ts';
import { commandsWithCode } from '../../commands/registry.ts';
import { createAppCommandRegistry } from '../../features.ts';
import { fakeDeviceControls } from '../../testing/fakeDevice.ts';
import { deviceCommandCodes } from './commands.ts';
import { DEVICE_COMMAND_ENTRIES } from './manifest.ts';
import { DEFAULT_DEVICE_PREFERENCES } from './shell/devicePreferences.ts';
import type { DeviceControls, DeviceState } from './shell/types.ts';

/** A command context, with the display the commands' code is given. */
type Ctx = AppCommandContext & { readonly device: DeviceControls };

const commandOf = (id: string, ctx: Ctx) =>
  commandsWithCode(DEVICE_COMMAND_ENTRIES, deviceCommandCodes(() => ctx.device)).find((command) => command.id === id) as AppCommand;
const byId = (id: string) => ({ run: (ctx: Ctx) => commandOf(id, ctx).run(ctx) });
const connectedInfo = { name: 'DotPad320A' } as DeviceState['info'];

function context(state: Partial<DeviceState> = {}): Ctx {
  return { navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn(), device: fakeDeviceControls(state) };
}

const reasonOf = (id: string, ctx: Ctx) => {
  const enablement = commandEnablement(commandOf(id, ctx), ctx);
  return enablement === true ? true : enablement.reason.id;
};

describe('the device commands', () => {
  it('are in the registry on every screen, Print on Alt+P', () => {
    const ids = createAppCommandRegistry().all().filter((command) => command.id.startsWith('device.')).map((command) => [command.id, command.scope, command.shortcuts]);
    expect(ids).toEqual([
      ['device.openDialog', 'global', undefined],
      ['device.connect', 'global', undefined],
      ['device.disconnect', 'global', undefined],
      ['device.print', 'global', ['Alt+P']],
      ['device.previousPage', 'global', undefined],
      ['device.nextPage', 'global', undefined],
      ['device.firstPage', 'global', undefined],
      ['device.lastPage', 'global', undefined],
      ['device.resend', 'global', undefined],
      ['device.announcePosition', 'global', undefined],
      ['device.toggleGrid', 'global', undefined],
      ['device.announceStatus', 'global', undefined],
      ['device.readOnDisplay', 'global', ['Alt+Shift+G']],
      ['device.stopReading', 'global', undefined],
      ['device.firmware', 'global', undefined],
    ]);
  });

  it('turn pages with a pager, a text line of more than one page, or while reading', () => {
    const noPages = '이 화면에는 넘길 쪽이 없습니다.';
    expect(reasonOf('device.nextPage', context())).toBe(noPages);
    expect(reasonOf('device.nextPage', context({ text: { page: 1, pages: 1 } }))).toBe(noPages);
    expect(reasonOf('device.nextPage', context({ text: { page: 1, pages: 2 } }))).toBe(true);
    expect(reasonOf('device.previousPage', context({ reading: { screen: 1, screens: 1 } }))).toBe(true);
    expect(reasonOf('device.previousPage', context({ pager: { previous: vi.fn(), next: vi.fn() } }))).toBe(true);
  });

  describe('Read on the display', () => {
    const focus = (element: HTMLElement) => {
      document.body.append(element);
      element.focus();
      return () => element.remove();
    };

    it('needs focused text, and says so when there is none', () => {
      expect(reasonOf('device.readOnDisplay', context())).toBe('초점이 있는 곳에 읽을 글이 없습니다.');
      const blank = document.createElement('textarea');
      blank.value = '   ';
      const remove = focus(blank);
      expect(reasonOf('device.readOnDisplay', context())).toBe('초점이 있는 곳에 읽을 글이 없습니다.');
      blank.value = 'A description';
      expect(reasonOf('device.readOnDisplay', context())).toBe(true);
      remove();
    });

    it('asks "connect device?" with no display, as Print does', async () => {
      const field = document.createElement('input');
      field.value = 'Alt text';
      const remove = focus(field);
      const none = context();
      await byId('device.readOnDisplay').run(none);
      expect(none.openDialog).toHaveBeenCalledWith('connectDevice');
      expect(none.device.readOnDisplay).not.toHaveBeenCalled();
      remove();
    });

    it('shows braille already in Unicode braille on the graphic area as it is, in screens of the model', async () => {
      const field = document.createElement('textarea');
      // 8 lines of 20 full cells: one over the 320's 7 lines, so two screens.
      field.value = Array.from({ length: 8 }, () => '⣿'.repeat(20)).join('\n');
      const remove = focus(field);
      const layout = { textCells: 20, graphicLines: 10, cellsPerLine: 30 };
      const connected = context({ status: 'connected', info: { ...connectedInfo, layout } as DeviceState['info'] });
      await byId('device.readOnDisplay').run(connected);
      const read = vi.mocked(connected.device.readOnDisplay);
      expect(read).toHaveBeenCalledTimes(1);
      const screens = read.mock.calls[0]?.[0] ?? [];
      expect(screens).toHaveLength(2);
      expect(screens.every((screen) => screen.length === 300)).toBe(true);
      remove();
    });

    it('stops when run again while reading; Stop reading needs a reading', async () => {
      const reading = context({ reading: { screen: 1, screens: 3 } });
      expect(reasonOf('device.readOnDisplay', reading)).toBe(true);
      await byId('device.readOnDisplay').run(reading);
      expect(reading.device.stopReading).toHaveBeenCalledTimes(1);
      expect(reasonOf('device.stopReading', context())).toBe('기기에서 읽고 있지 않습니다.');
      await byId('device.stopReading').run(reading);
      expect(reading.device.stopReading).toHaveBeenCalledTimes(2);
    });
  });

  it('print only what a screen gave, and not while connecting', () => {
    expect(reasonOf('device.print', context())).toBe('이 화면에는 기기로 보낼 내용이 없습니다.');
    expect(reasonOf('device.print', context({ hasContent: true, status: 'connecting' }))).toBe('기기에 연결하는 중입니다.');
    expect(reasonOf('device.print', context({ hasContent: true }))).toBe(true);
    expect(reasonOf('device.print', context({ hasContent: true, status: 'connected', info: connectedInfo }))).toBe(true);
  });

  it('ask "connect device?" when Print runs with no display, and print when there is one', async () => {
    const none = context({ hasContent: true });
    await byId('device.print').run(none);
    expect(none.openDialog).toHaveBeenCalledWith('connectDevice');
    expect(none.device.print).not.toHaveBeenCalled();

    const failed = context({ hasContent: true, status: 'failed' });
    await byId('device.print').run(failed);
    expect(failed.openDialog).toHaveBeenCalledWith('connectDevice');

    const connected = context({ hasContent: true, status: 'connected', info: connectedInfo });
    await byId('device.print').run(connected);
    expect(connected.device.print).toHaveBeenCalledTimes(1);
    expect(connected.openDialog).not.toHaveBeenCalled();
  });

  it('connect with the last method, or open the dialog the first time; not when connected', async () => {
    expect(reasonOf('device.connect', context({ status: 'connected', info: connectedInfo }))).toBe('기기가 이미 연결되어 있습니다.');
    expect(reasonOf('device.connect', context({ status: 'connecting' }))).toBe('기기에 연결하는 중입니다.');
    expect(reasonOf('device.connect', context({ status: 'failed' }))).toBe(true);

    const first = context();
    await byId('device.connect').run(first);
    expect(first.openDialog).toHaveBeenCalledWith('device');
    expect(first.device.connect).not.toHaveBeenCalled();

    const again = context({ preferences: { ...DEFAULT_DEVICE_PREFERENCES, lastMethod: 'virtual768' } });
    await byId('device.connect').run(again);
    expect(again.device.connect).toHaveBeenCalledWith('virtual768');
  });

  it('disconnect only a connected display', async () => {
    expect(reasonOf('device.disconnect', context())).toBe('연결된 기기가 없습니다.');
    const ctx = context({ status: 'connected', info: connectedInfo });
    expect(reasonOf('device.disconnect', ctx)).toBe(true);
    await byId('device.disconnect').run(ctx);
    expect(ctx.device.disconnect).toHaveBeenCalledTimes(1);
  });

  it('turn pages only on a screen that has them', async () => {
    expect(reasonOf('device.nextPage', context())).toBe('이 화면에는 넘길 쪽이 없습니다.');
    expect(reasonOf('device.previousPage', context())).toBe('이 화면에는 넘길 쪽이 없습니다.');
    const ctx = context({ pager: { previous: vi.fn(), next: vi.fn() } });
    expect(reasonOf('device.nextPage', ctx)).toBe(true);
    await byId('device.nextPage').run(ctx);
    await byId('device.previousPage').run(ctx);
    expect(ctx.device.nextPage).toHaveBeenCalledTimes(1);
    expect(ctx.device.previousPage).toHaveBeenCalledTimes(1);
  });

  it('go to the first or last page only on a screen whose pager can, and say why not', async () => {
    for (const id of ['device.firstPage', 'device.lastPage']) {
      expect(reasonOf(id, context())).toBe('이 화면에는 넘길 쪽이 없습니다.');
      expect(reasonOf(id, context({ pager: { previous: vi.fn(), next: vi.fn() } }))).toBe('이 화면에서는 첫 쪽이나 마지막 쪽으로 갈 수 없습니다.');
    }
    // A pager with only one end can go there and not to the other.
    const onlyFirst = context({ pager: { previous: vi.fn(), next: vi.fn(), first: vi.fn() } });
    expect(reasonOf('device.firstPage', onlyFirst)).toBe(true);
    expect(reasonOf('device.lastPage', onlyFirst)).toBe('이 화면에서는 첫 쪽이나 마지막 쪽으로 갈 수 없습니다.');
    const ctx = context({ pager: { previous: vi.fn(), next: vi.fn(), first: vi.fn(), last: vi.fn() } });
    await byId('device.firstPage').run(ctx);
    await byId('device.lastPage').run(ctx);
    expect(ctx.device.firstPage).toHaveBeenCalledTimes(1);
    expect(ctx.device.lastPage).toHaveBeenCalledTimes(1);
  });

  it('re-send the page only to a connected display, when the screen gave one', async () => {
    expect(reasonOf('device.resend', context({ hasContent: true }))).toBe('연결된 기기가 없습니다.');
    expect(reasonOf('device.resend', context({ status: 'connected', info: connectedInfo }))).toBe('이 화면에는 기기로 보낼 내용이 없습니다.');
    const ctx = context({ status: 'connected', info: connectedInfo, hasContent: true });
    expect(reasonOf('device.resend', ctx)).toBe(true);
    await byId('device.resend').run(ctx);
    expect(ctx.device.resendPage).toHaveBeenCalledTimes(1);
  });

  it('say the position only on a screen with pages', async () => {
    expect(reasonOf('device.announcePosition', context())).toBe('이 화면에는 넘길 쪽이 없습니다.');
    const ctx = context({ pager: { previous: vi.fn(), next: vi.fn() } });
    await byId('device.announcePosition').run(ctx);
    expect(ctx.device.announcePosition).toHaveBeenCalledTimes(1);
  });

  it('open the device dialog, toggle the grid and say the status at any time', async () => {
    const ctx = context();
    await byId('device.openDialog').run(ctx);
    await byId('device.toggleGrid').run(ctx);
    await byId('device.announceStatus').run(ctx);
    expect(ctx.openDialog).toHaveBeenCalledWith('device');
    expect(ctx.device.toggleGrid).toHaveBeenCalledTimes(1);
    expect(ctx.device.announceStatus).toHaveBeenCalledTimes(1);
  });
});
