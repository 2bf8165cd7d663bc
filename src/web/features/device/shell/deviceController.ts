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
  /** The screen's own page; kept aside (not shown) while reading. */
  let content: DeviceContent | null = null;
  /** Where the panning keys are in the content's text line pages, from 0. */
  let textIndex = 0;
  /** A page turned by the panning keys opens at its first text page, even when its text is the same. */
  let resetTextOnShow = false;
  /** The reading layer; `restore`: the display had the screen's page when reading began, so it gets it back. */
  let reading: { readonly screens: readonly Uint8Array[]; index: number; readonly restore: boolean } | undefined;
  /** The connection code once loaded: synchronous answers (the text line's pages, the firmware updater). */
  let link: DeviceConnection | undefined;
  let speaker: Say | undefined;
  let keyCommands: KeyCommands | undefined;
  let connection: Promise<DeviceConnection> | undefined;
  const listeners = new Set<() => void>();
  const displayListeners = new Set<() => void>();

  const say: Say = (message, values, politeness) => speaker?.(message, values, politeness);
  const textPages = () => (reading || !content || state.status !== 'connected' ? [] : (link?.textPages(content.text) ?? []));
  /** The text position follows every change (a connection, a new page, a turn), so the state always tells it. */
  const textPosition = (): DeviceState['text'] => {
    const pages = textPages().length;
    return pages === 0 ? undefined : { page: Math.min(textIndex, pages - 1) + 1, pages };
  };
  const update = (change: Partial<DeviceState>) => {
    state = { ...state, ...change };
    const text = textPosition();
    if (text?.page !== state.text?.page || text?.pages !== state.text?.pages) state = { ...state, text };
    for (const listener of [...listeners]) listener();
  };
  /** What the display is to show: the reading screen, or the page with the text line's current page. */
  let lastShown: { graphic: Uint8Array; text: Uint8Array | undefined; shown: DeviceContent } | undefined;
  /** The same object while nothing changed, so the connection can tell whether what it sent is still current. */
  const shownAs = (graphic: Uint8Array, text: Uint8Array | undefined): DeviceContent => {
    if (lastShown?.graphic !== graphic || lastShown.text !== text) {
      lastShown = { graphic, text, shown: text === undefined ? { graphic } : { graphic, text } };
    }
    return lastShown.shown;
  };
  const shown = (): DeviceContent | null => {
    if (reading) {
      const screen = reading.screens[reading.index];
      return screen ? shownAs(screen, undefined) : null;
    }
    const pages = textPages();
    if (!content || pages.length === 0) return content;
    return shownAs(content.graphic, pages[Math.min(textIndex, pages.length - 1)]);
  };
  const core: ControllerCore = {
    storage,
    getState: () => state,
    update,
    setDisplay(next) {
      display = next;
      for (const listener of [...displayListeners]) listener();
    },
    content: shown,
    say,
    keyCommands: () => keyCommands,
  };

  /** The connection code, loaded once, on the first connect (with the rest of the device feature). */
  const connected = () =>
    (connection ??= loadDeviceUi().then((module) => {
      link = module.createDeviceConnection(core, openSession);
      return link;
    }));
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

  const sameCells = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
    (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((cell, i) => cell === b?.[i]);

  function sayText() {
    const text = state.text;
    if (!text) return;
    const page = state.pager?.position;
    if (page) say(m.textOfPage, { text: text.page, texts: text.pages, page: page.page, pages: page.pages }, 'polite');
    else say(m.textOf, text, 'polite');
  }

  function sayReading() {
    if (state.reading) say(m.readingScreen, state.reading, 'polite');
  }

  /** Reading: the panning keys move through its screens, each sent at once (the user asked for it); the ends stay put. */
  function turnReading(layer: NonNullable<typeof reading>, by: number) {
    const index = Math.min(layer.screens.length - 1, Math.max(0, layer.index + by));
    if (index !== layer.index) {
      layer.index = index;
      update({ reading: { screen: index + 1, screens: layer.screens.length } });
      sendIfConnected();
    }
    sayReading();
  }

  /**
   * The panning keys move through the text line's pages first; only at either
   * end do they turn the screen's page. Panning back from a page's first text
   * page lands on the previous page's first text page (a new page opens at
   * its start, as Dot's reader does).
   */
  function turn(direction: 'previous' | 'next') {
    // A page turn that changed nothing (the last page's "next") leaves no reset behind for a later edit.
    resetTextOnShow = false;
    if (reading) return turnReading(reading, direction === 'next' ? 1 : -1);
    const text = state.text;
    const pager = state.pager;
    const within = text !== undefined && (direction === 'next' ? text.page < text.pages : text.page > 1);
    if (text && within) {
      textIndex = text.page - 1 + (direction === 'next' ? 1 : -1);
      update({});
      // Only what the display already shows follows the keys: a page waiting for Print stays unsent, and
      // Print shows the text page reached. The engine sends only what changed: the text line.
      if (!state.unsent) sendIfConnected();
      sayText();
      return;
    }
    if (!pager) {
      if (text) sayText();
      else say(m.noPages, undefined, 'assertive');
      return;
    }
    resetTextOnShow = true;
    if (direction === 'previous') pager.previous();
    else pager.next();
  }

  function readOnDisplay(screens: readonly Uint8Array[]) {
    if (screens.length === 0) return;
    // Reading again while reading keeps what the first reading found on the display.
    const restore = reading?.restore ?? (content !== null && !state.unsent && state.status === 'connected');
    reading = { screens, index: 0, restore };
    update({ reading: { screen: 1, screens: screens.length }, hasContent: true, unsent: true });
    sayReading();
    // Reading is the user's explicit ask: sent at once in either print mode.
    sendIfConnected();
  }

  function stopReading() {
    if (!reading) return;
    const { restore } = reading;
    reading = undefined;
    update({ reading: undefined, hasContent: content !== null, unsent: content !== null });
    say(m.readingStopped, undefined, 'polite');
    // The screen's page comes back as it was: on the display if it was there (or in automatic mode), else waiting for Print.
    if (content && (restore || state.preferences.printMode === 'automatic')) sendIfConnected();
  }

  /** The display's chords (issue 24): the screen's first or last page, when its pager can jump. */
  function jump(end: 'first' | 'last') {
    // While reading, the reading's own first or last screen.
    if (reading) return turnReading(reading, end === 'first' ? -reading.screens.length : reading.screens.length);
    const pager = state.pager;
    const go = end === 'first' ? pager?.first : pager?.last;
    if (!pager) say(m.noPages, undefined, 'assertive');
    else if (!go) say(m.noFirstLast, undefined, 'assertive');
    else {
      // The page reached opens at its first text page.
      resetTextOnShow = true;
      go();
    }
  }

  /** Where the screen is: its page position (what else a screen reports can join here). */
  function announcePosition() {
    if (state.reading) return sayReading();
    if (state.text && state.text.pages > 1) return sayText();
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
      if (resetTextOnShow || !sameCells(content?.text, next?.text)) textIndex = 0;
      resetTextOnShow = false;
      content = next;
      // While reading, the page is kept aside: it waits for the reading to stop.
      if (reading) return update({});
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
    readOnDisplay,
    stopReading,
    say,
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
      if (state.reading) return sayReading();
      if (state.text && state.text.pages > 1) return sayText();
      const position = state.pager?.position;
      if (position) say(m.pageOf, position);
    },
    // Only a virtual display has one (issue 24); a real display's update protocol is not public.
    firmwareUpdater: () => (state.status === 'connected' ? link?.firmwareUpdater() : undefined),
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
