// The device state of the whole app, outside React: the connection status,
// the page the current screen shows, its pager and the preferences. The
// provider binds it to React; tests drive it directly. Everything about a
// connection (the engine, the display's keys, what to say) is in
// deviceConnection.ts, loaded with the first connect, so the first page of a
// visit carries only this.

import type { VirtualDisplayState } from '../../../../core/device/index.ts';
import type { ControllerCore, DeviceConnection, KeyCommands, OpenSession, Say } from './controllerParts.ts';
import { readDevicePreferences, writeDevicePreferences } from './devicePreferences.ts';
import { loadDeviceUi } from './lazyDeviceUi.ts';
import { deviceShellMessages as m } from './messages.ts';
import type { DeviceContent, DeviceControls, DevicePager, DevicePreferences, DeviceState } from './types.ts';

export type { SayValue } from './controllerParts.ts';

export interface DeviceControllerDeps {
  readonly storage: Storage | undefined;
  /** Tests give their own sessions (a manual clock); the app's are loaded with the connection code. */
  readonly openSession?: OpenSession;
}

export interface DeviceController extends Omit<DeviceControls, 'state'> {
  readonly getState: () => DeviceState;
  readonly subscribe: (listener: () => void) => () => void;
  /** The virtual display's pins while a virtual display is connected; changes far more often than the state. */
  readonly getDisplay: () => VirtualDisplayState | undefined;
  readonly subscribeDisplay: (listener: () => void) => () => void;
  /** How the controller speaks (the provider's announcer); returns the function that removes it. */
  readonly setSay: (say: Say) => () => void;
  /** The command layer runs the display keys' commands; returns the function that removes it. */
  readonly setKeyCommands: (commands: KeyCommands) => () => void;
}

export function createDeviceController({ storage, openSession }: DeviceControllerDeps): DeviceController {
  let state: DeviceState = {
    status: 'disconnected',
    method: undefined,
    info: undefined,
    problem: undefined,
    hasContent: false,
    unsent: false,
    sending: false,
    pager: undefined,
    preferences: readDevicePreferences(storage),
  };
  let display: VirtualDisplayState | undefined;
  let content: DeviceContent | null = null;
  let speaker: Say | undefined;
  let keyCommands: KeyCommands | undefined;
  let connection: Promise<DeviceConnection> | undefined;
  // The connection code once loaded: firmwareUpdater() answers at once.
  let loaded: DeviceConnection | undefined;
  const listeners = new Set<() => void>();
  const displayListeners = new Set<() => void>();

  const say: Say = (message, values, politeness) => speaker?.(message, values, politeness);
  const update = (change: Partial<DeviceState>) => {
    state = { ...state, ...change };
    for (const listener of [...listeners]) listener();
  };
  const core: ControllerCore = {
    storage,
    getState: () => state,
    update,
    setDisplay(next) {
      display = next;
      for (const listener of [...displayListeners]) listener();
    },
    content: () => content,
    say,
    keyCommands: () => keyCommands,
  };

  /** The connection code, loaded once, on the first connect (with the rest of the device feature). */
  const connected = () =>
    (connection ??= loadDeviceUi().then((module) => (loaded = module.createDeviceConnection(core, openSession))));
  /** Sends the current page if a display is connected (automatic print mode). */
  const sendIfConnected = () => {
    if (state.status === 'connected') void connected().then((link) => link.send(false));
  };

  function setPreferences(change: Partial<DevicePreferences>) {
    const preferences: DevicePreferences = { ...state.preferences, ...change };
    writeDevicePreferences(storage, preferences);
    const nowAutomatic = preferences.printMode === 'automatic' && state.preferences.printMode !== 'automatic';
    update({ preferences });
    // Switching to automatic sends what is waiting, as automatic mode would have.
    if (nowAutomatic && state.unsent) sendIfConnected();
  }

  function turn(direction: 'previous' | 'next') {
    const pager = state.pager;
    if (!pager) say(m.noPages, undefined, 'assertive');
    else if (direction === 'previous') pager.previous();
    else pager.next();
  }

  /** The display's chords (issue 24): the screen's first or last page, when its pager can jump. */
  function jump(end: 'first' | 'last') {
    const pager = state.pager;
    const go = end === 'first' ? pager?.first : pager?.last;
    if (!pager) say(m.noPages, undefined, 'assertive');
    else if (!go) say(m.noFirstLast, undefined, 'assertive');
    else go();
  }

  /** Where the screen is: its page position (what else a screen reports can join here). */
  function announcePosition() {
    const pager = state.pager;
    if (!pager) say(m.noPages, undefined, 'assertive');
    else if (pager.position) say(m.pageOf, pager.position);
    else say(m.noPosition);
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDisplay: () => display,
    subscribeDisplay: (listener) => {
      displayListeners.add(listener);
      return () => displayListeners.delete(listener);
    },
    connect: async (method) => (await connected()).connect(method),
    // Without the connection code loaded, nothing was ever connected.
    disconnect: async () => (connection ? (await connection).disconnect() : undefined),
    print: async () => (state.status === 'connected' ? (await connected()).send(true) : undefined),
    vibrate: async () => (state.status === 'connected' ? (await connected()).vibrate() : false),
    show(next) {
      content = next;
      update({ hasContent: next !== null, unsent: next !== null });
      if (next && state.preferences.printMode === 'automatic') sendIfConnected();
    },
    setPager(pager: DevicePager) {
      update({ pager });
      return () => {
        if (state.pager === pager) update({ pager: undefined });
      };
    },
    previousPage: () => turn('previous'),
    nextPage: () => turn('next'),
    firstPage: () => jump('first'),
    lastPage: () => jump('last'),
    // The whole page again, as BRLTTY's refresh: the engine forgets what the display holds.
    resendPage: async () => (state.status === 'connected' ? (await connected()).send(true, true) : undefined),
    announcePosition,
    setPreferences,
    toggleGrid() {
      const grid = !state.preferences.grid;
      setPreferences({ grid });
      say(grid ? m.gridOn : m.gridOff);
    },
    announceStatus() {
      if (state.status === 'connected' && state.info) say(m.statusConnected, { name: state.info.name });
      else say(state.status === 'connecting' ? m.statusConnecting : m.statusDisconnected);
      const position = state.pager?.position;
      if (position) say(m.pageOf, position);
    },
    // Only a virtual display has one (issue 24); a real display's update protocol is not public.
    firmwareUpdater: () => (state.status === 'connected' ? loaded?.firmwareUpdater() : undefined),
    readFirmware: async () => (state.status === 'connected' ? (await connected()).readFirmware() : undefined),
    setSay(next) {
      speaker = next;
      return () => {
        if (speaker === next) speaker = undefined;
      };
    },
    setKeyCommands(next) {
      keyCommands = next;
      return () => {
        if (keyCommands === next) keyCommands = undefined;
      };
    },
  };
}
