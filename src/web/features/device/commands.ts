import type { Enablement } from '../../../core/commands/index.ts';
import type { CommandCodes } from '../../commands/commandEntry.ts';
import { OPEN_DEVICE_COMMAND_ID, PRINT_COMMAND_ID } from './manifest.ts';
import { deviceShellMessages as m } from './shell/messages.ts';
import type { DeviceControls } from './shell/types.ts';

/** The code of the display's commands (manifest.ts), over the display the app has: `device` gives its state at the moment. */
export function deviceCommandCodes(device: () => DeviceControls): CommandCodes {
  const connected = () => device().state.status === 'connected';
  const hasPages = (): Enablement => device().state.pager !== undefined || { reason: m.noPages };
  const canJump = (end: 'first' | 'last') => (): Enablement => {
    const pager = device().state.pager;
    if (!pager) return { reason: m.noPages };
    return (end === 'first' ? pager.first : pager.last) !== undefined || { reason: m.noFirstLast };
  };
  return {
    [OPEN_DEVICE_COMMAND_ID]: { run: (ctx) => ctx.openDialog('device') },
    'device.connect': {
      isEnabled: () => (device().state.status === 'connecting' ? { reason: m.stillConnecting } : !connected() || { reason: m.alreadyConnected }),
      run: (ctx) => {
        // The method of the last connection at once; the first time, the dialog to choose one.
        const last = device().state.preferences.lastMethod;
        if (last) return device().connect(last);
        ctx.openDialog('device');
      },
    },
    'device.disconnect': { isEnabled: () => connected() || { reason: m.notConnected }, run: () => device().disconnect() },
    [PRINT_COMMAND_ID]: {
      isEnabled: () => {
        if (!device().state.hasContent) return { reason: m.nothingToPrint };
        return device().state.status !== 'connecting' || { reason: m.stillConnecting };
      },
      run: (ctx) => {
        if (!connected()) return ctx.openDialog('connectDevice');
        return device().print();
      },
    },
    'device.previousPage': { isEnabled: hasPages, run: () => device().previousPage() },
    'device.nextPage': { isEnabled: hasPages, run: () => device().nextPage() },
    'device.firstPage': { isEnabled: canJump('first'), run: () => device().firstPage() },
    'device.lastPage': { isEnabled: canJump('last'), run: () => device().lastPage() },
    'device.resend': {
      isEnabled: () => {
        if (!connected()) return { reason: m.notConnected };
        return device().state.hasContent || { reason: m.nothingToPrint };
      },
      run: () => device().resendPage(),
    },
    'device.announcePosition': { isEnabled: hasPages, run: () => device().announcePosition() },
    'device.toggleGrid': { run: () => device().toggleGrid() },
    'device.announceStatus': { run: () => device().announceStatus() },
  };
}
