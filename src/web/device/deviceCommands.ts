import type { AppCommand, AppCommandContext } from '../commands/appCommandContext.ts';
import { deviceShellMessages as m } from './messages.ts';

export const OPEN_DEVICE_COMMAND_ID = 'device.openDialog';
export const PRINT_COMMAND_ID = 'device.print';

const connected = (ctx: AppCommandContext) => ctx.device.state.status === 'connected';
const hasPages = (ctx: AppCommandContext) => ctx.device.state.pager !== undefined || { reason: m.noPages };

/**
 * The tactile display's commands, on every screen. Print is Alt+P (spec:
 * "Alt or Option with P"); without a display it asks 'connect device?'
 * instead of failing. The page commands run the pager of the screen that
 * shows pages; the display's panning keys run them too.
 */
export const deviceCommands: readonly AppCommand[] = [
  { id: OPEN_DEVICE_COMMAND_ID, label: m.openDevice, scope: 'global', run: (ctx) => ctx.openDialog('device') },
  {
    id: 'device.connect',
    label: m.connect,
    scope: 'global',
    isEnabled: (ctx) =>
      ctx.device.state.status === 'connecting' ? { reason: m.stillConnecting } : !connected(ctx) || { reason: m.alreadyConnected },
    run: (ctx) => {
      // The method of the last connection at once; the first time, the dialog to choose one.
      const last = ctx.device.state.preferences.lastMethod;
      if (last) return ctx.device.connect(last);
      ctx.openDialog('device');
    },
  },
  {
    id: 'device.disconnect',
    label: m.disconnect,
    scope: 'global',
    isEnabled: (ctx) => connected(ctx) || { reason: m.notConnected },
    run: (ctx) => ctx.device.disconnect(),
  },
  {
    id: PRINT_COMMAND_ID,
    label: m.print,
    scope: 'global',
    shortcuts: ['Alt+P'],
    isEnabled: (ctx) => {
      if (!ctx.device.state.hasContent) return { reason: m.nothingToPrint };
      return ctx.device.state.status !== 'connecting' || { reason: m.stillConnecting };
    },
    run: (ctx) => {
      if (!connected(ctx)) return ctx.openDialog('connectDevice');
      return ctx.device.print();
    },
  },
  { id: 'device.previousPage', label: m.previousPage, scope: 'global', isEnabled: hasPages, run: (ctx) => ctx.device.previousPage() },
  { id: 'device.nextPage', label: m.nextPage, scope: 'global', isEnabled: hasPages, run: (ctx) => ctx.device.nextPage() },
  { id: 'device.toggleGrid', label: m.toggleGrid, scope: 'global', run: (ctx) => ctx.device.toggleGrid() },
  { id: 'device.announceStatus', label: m.announceStatus, scope: 'global', run: (ctx) => ctx.device.announceStatus() },
];
