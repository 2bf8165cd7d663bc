import type { Enablement } from '../../../core/commands/index.ts';
import type { CommandCodes } from '../../commands/commandEntry.ts';
import { FIRMWARE_COMMAND_ID, OPEN_DEVICE_COMMAND_ID, PRINT_COMMAND_ID, READ_ON_DISPLAY_COMMAND_ID, STOP_READING_COMMAND_ID } from './manifest.ts';
import { PATHS } from '../../routes/paths.ts';
import { focusedDisplayText } from './reading/focusedText.ts';
import { deviceShellMessages as m } from './shell/messages.ts';
import type { DeviceControls } from './shell/types.ts';

/** The code of the display's commands (manifest.ts), over the display the app has: `device` gives its state at the moment. */
export function deviceCommandCodes(device: () => DeviceControls): CommandCodes {
  const connected = () => device().state.status === 'connected';
  // The panning keys have somewhere to go: a pager, a text line of more than one page, or a reading.
  const hasPages = (): Enablement => {
    const { pager, text, reading } = device().state;
    return pager !== undefined || (text?.pages ?? 0) > 1 || reading !== undefined || { reason: m.noPages };
  };
  const canJump = (end: 'first' | 'last') => (): Enablement => {
    // A reading has its own first and last screen.
    if (device().state.reading) return true;
    const pager = device().state.pager;
    if (!pager) return { reason: m.noPages };
    return (end === 'first' ? pager.first : pager.last) !== undefined || { reason: m.noFirstLast };
  };
  const focused = () => (typeof document === 'undefined' ? null : document.activeElement);
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
    [READ_ON_DISPLAY_COMMAND_ID]: {
      // Run again while reading, it stops; otherwise it needs text where the focus is.
      isEnabled: () => device().state.reading !== undefined || focusedDisplayText(focused()) !== undefined || { reason: m.nothingToRead },
      run: async (ctx) => {
        if (device().state.reading) return device().stopReading();
        if (!connected()) return ctx.openDialog('connectDevice');
        const element = focused();
        const { startReading } = await import('./reading/startReading.ts');
        await startReading(device, element);
      },
    },
    [STOP_READING_COMMAND_ID]: {
      isEnabled: () => device().state.reading !== undefined || { reason: m.notReading },
      run: () => device().stopReading(),
    },
    'device.toggleGrid': { run: () => device().toggleGrid() },
    'device.announceStatus': { run: () => device().announceStatus() },
    [FIRMWARE_COMMAND_ID]: { run: (ctx) => ctx.navigate(PATHS.firmware) },
  };
}
