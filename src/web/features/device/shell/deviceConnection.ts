// Connecting, sending and listening, for the device controller: loaded with
// the first connect (with the session code and the device engine), never with
// the first page. What happens is said aloud: connecting, connected, a failure
// and why, a lost link, what a key on the display did. (A firmware update's
// progress is said by the firmware screen, which runs it.)

import { acceptsText, deviceErrorMessages, wordTextPages, type FirmwareUpdater, type KeyChord } from '../../../../core/device/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { connectionMessages as m } from './connectionMessages.ts';
import type { ControllerCore, DeviceConnection, OpenSession } from './controllerParts.ts';
import { commandForChord } from './deviceKeys.ts';
import { writeDevicePreferences } from './devicePreferences.ts';
import { CANCELLED, openDeviceSession, type DeviceSession } from './deviceSession.ts';
import type { DeviceMethod, DeviceProblem } from './types.ts';

const problemOf = (error: unknown): DeviceProblem | undefined =>
  typeof error === 'object' && error !== null && 'messageRef' in error && 'code' in error ? (error as DeviceProblem) : undefined;

const KEY_NAMES: Readonly<Record<string, Message>> = { panLeft: m.panLeft, panRight: m.panRight };

export function createDeviceConnection(core: ControllerCore, openSession: OpenSession = (method, events, signal) => openDeviceSession(method, events, undefined, signal)): DeviceConnection {
  const { say, update, getState } = core;
  let session: DeviceSession | undefined;
  // The updater handed out for the current session: one object per session, so a screen can keep it.
  let updaterFor: { readonly session: DeviceSession; readonly updater: FirmwareUpdater } | undefined;
  // Each attempt has a number, so a late answer of an abandoned attempt changes nothing.
  let attempt = 0;
  // Aborting it stops the attempt under way: the session code closes the port.
  let stopAttempt: AbortController | undefined;
  // The pages of the last text asked about: the controller asks on every state change.
  let paged: { text: Uint8Array; textCells: number; pages: readonly Uint8Array[] } | undefined;
  const tell = (problem: DeviceProblem) => say(problem.messageRef.message, problem.messageRef.values, 'assertive');

  async function send(confirm: boolean, whole = false): Promise<void> {
    const current = session;
    const page = core.content();
    if (!current || !page) return;
    update({ sending: true, unsent: false });
    try {
      await current.show(page, whole);
      if (confirm && session === current) say(m.sent);
    } catch (error) {
      const problem = problemOf(error);
      if (problem) tell(problem);
      else console.error('Sending to the display failed', error);
      if (core.content() === page) update({ unsent: true });
    } finally {
      if (session === current) update({ sending: false });
    }
  }

  function ended(reason: 'closed' | 'lost', problem: DeviceProblem | undefined) {
    session = undefined;
    core.setDisplay(undefined);
    update({ status: 'disconnected', info: undefined, problem, sending: false, unsent: core.content() !== null });
    if (reason === 'lost' && problem) tell(problem);
    else say(m.disconnected);
  }

  /** A key on the display: say which key did what, then run it (the command layer says why when it cannot). */
  function onKeys(chord: KeyChord) {
    const keys = chord.keys.map((key) => KEY_NAMES[key] ?? key);
    const commandId = commandForChord(chord, getState().preferences);
    const commands = core.keyCommands();
    const label = commandId === undefined ? undefined : commands?.label(commandId);
    if (!commands || commandId === undefined || !label) {
      say(m.keyUnassigned, { keys });
      return;
    }
    say(m.keyRan, { keys, command: label });
    commands.run(commandId);
  }

  async function connect(method: DeviceMethod): Promise<void> {
    if (getState().status === 'connecting') return;
    if (session) await disconnect();
    const mine = ++attempt;
    const current = () => mine === attempt;
    const stop = new AbortController();
    stopAttempt = stop;
    update({ status: 'connecting', method, problem: undefined });
    say(m.connecting);
    let opened: DeviceSession | typeof CANCELLED;
    try {
      opened = await openSession(
        method,
        {
          display: (next) => current() && core.setDisplay(next),
          keys: (chord) => current() && onKeys(chord),
          deviceError: (error) => current() && tell(error),
          closed: (reason, error) => current() && session !== undefined && ended(reason, error),
        },
        stop.signal,
      );
    } catch (error) {
      if (!current()) return;
      const problem = problemOf(error) ?? { code: 'CONNECT_FAILED', messageRef: { message: m.connectFailed } };
      update({ status: 'failed', problem });
      tell(problem);
      return;
    }
    if (opened === CANCELLED) {
      if (current()) {
        update({ status: 'disconnected' });
        say(m.cancelled);
      }
      return;
    }
    if (!current()) {
      await opened.disconnect().catch(() => undefined);
      return;
    }
    session = opened;
    const preferences = { ...getState().preferences, lastMethod: method };
    writeDevicePreferences(core.storage, preferences);
    update({ status: 'connected', info: opened.info, preferences });
    say(m.connected, { name: opened.info.name });
    if (core.content() && preferences.printMode === 'automatic') void send(false);
  }

  async function disconnect(): Promise<void> {
    attempt++;
    const current = session;
    if (!current) {
      if (getState().status === 'connecting') {
        // Cancel: the attempt stops at once for the user; its port closes behind it.
        stopAttempt?.abort();
        stopAttempt = undefined;
        update({ status: 'disconnected', problem: undefined });
        say(deviceErrorMessages.connectCancelled);
      }
      return;
    }
    session = undefined;
    try {
      await current.disconnect();
    } catch (error) {
      console.warn('The display did not close cleanly', error);
    }
    ended('closed', undefined);
  }

  /** Tells every view the version the display now reports (the session's info follows its re-reads). */
  function followFirmware(of: DeviceSession): void {
    if (session === of && getState().info?.firmware !== of.info.firmware) update({ info: of.info });
  }

  function firmwareUpdater(): FirmwareUpdater | undefined {
    const current = session;
    const simulated = current?.firmwareUpdater;
    if (!current || !simulated) return undefined;
    if (updaterFor?.session !== current) {
      updaterFor = {
        session: current,
        updater: {
          simulated: simulated.simulated,
          async update(image, options) {
            const result = await simulated.update(image, options);
            followFirmware(current);
            return result;
          },
        },
      };
    }
    return updaterFor.updater;
  }

  async function readFirmware(): Promise<string | undefined> {
    const current = session;
    if (!current) return undefined;
    try {
      const version = await current.readFirmware();
      followFirmware(current);
      return version;
    } catch {
      // The link ended while asking: its end is reported as any lost link is.
      return undefined;
    }
  }

  return {
    connect,
    disconnect,
    send,
    firmwareUpdater,
    readFirmware,
    async vibrate() {
      if (!session) return false;
      try {
        await session.vibrate();
        return true;
      } catch (error) {
        const problem = problemOf(error);
        if (problem) tell(problem);
        else console.error('The vibration was not sent', error);
        return false;
      }
    },
    textPages(text) {
      const layout = session?.info.layout;
      if (!layout || !text || !acceptsText(layout, text)) return [];
      if (paged?.text !== text || paged.textCells !== layout.textCells) {
        paged = { text, textCells: layout.textCells, pages: wordTextPages(text, layout.textCells) };
      }
      return paged.pages;
    },
  };
}
