import { describe, expect, it, vi } from 'vitest';
import {
  CLOSE_WAIT_MS,
  DeviceError,
  NAME_TIMEOUT_MS,
  TransportEvents,
  deviceErrorMessages,
  type Transport,
} from '../../../../core/device/index.ts';
import { TransportRequestCancelled } from '../../../platform/deviceApis.ts';
import type { DeviceController } from './deviceController.ts';
import { DEFAULT_DEVICE_PREFERENCES } from './devicePreferences.ts';
import { CONNECT_TIMEOUT_MS } from './deviceSession.ts';
import type { DeviceContent } from './types.ts';
import { memoryStorage } from '../../../testing/memoryStorage.ts';
import { virtualController, type VirtualControllerOptions } from './testing/virtualController.ts';

// The controller with the real session code and the virtual display, on a
// manual clock (testing/virtualController.ts).

function setUp(options: VirtualControllerOptions = {}) {
  return virtualController(options);
}

/** A USB display that takes everything and never says a word; it records whether its port was closed. */
function silentTransport() {
  const events = new TransportEvents();
  let closed = false;
  const transport: Transport = {
    kind: 'serial',
    write: () => Promise.resolve(),
    onData: (listener) => events.onData(listener),
    onClose: (listener) => events.onClose(listener),
    close: () => {
      closed = true;
      events.emitClose('closed');
      return Promise.resolve();
    },
  };
  return { transport, closed: () => closed };
}

/** A page for the 320: a diagonal of single pins, and "dot" on the text line. */
function page320(): DeviceContent {
  const graphic = new Uint8Array(300);
  for (let cell = 0; cell < 300; cell += 31) graphic[cell] = 0x81;
  return { graphic, text: Uint8Array.from([0x19, 0x15, 0x1e]) };
}

const shows = (controller: DeviceController, content: DeviceContent): boolean =>
  controller.getDisplay()?.graphic.every((cell, i) => cell === content.graphic[i]) ?? false;

describe('the device controller', () => {
  it('connects the virtual 320, says so, and remembers the method', async () => {
    const storage = memoryStorage();
    const { controller, said, connect } = setUp({ storage });
    await connect('virtual320');
    const state = controller.getState();
    expect(state.status).toBe('connected');
    expect(state.method).toBe('virtual320');
    expect(state.info?.name).toBe('DotPad320A');
    expect(state.info?.layout).toEqual({ textCells: 20, graphicLines: 10, cellsPerLine: 30 });
    expect(said.map((s) => s.id)).toEqual(['기기에 연결하는 중…', '{name}에 연결했습니다.']);
    expect(said[1]?.values).toEqual({ name: 'DotPad320A' });
    expect(state.preferences.lastMethod).toBe('virtual320');
    expect(JSON.parse(storage.getItem('devicePreferences') ?? '{}')).toMatchObject({ lastMethod: 'virtual320' });
    // The virtual display starts with every pin down.
    expect(controller.getDisplay()?.graphic.every((cell) => cell === 0)).toBe(true);
  });

  it('in manual mode keeps a page until Print, then the pins and the text line show it', async () => {
    const { controller, said, connect, until, clock } = setUp();
    await connect();
    const page = page320();
    controller.show(page);
    expect(controller.getState()).toMatchObject({ hasContent: true, unsent: true });
    await clock.advance(10_000);
    expect(shows(controller, page)).toBe(false);

    const printing = controller.print();
    await until(() => shows(controller, page) && !controller.getState().sending);
    await printing;
    // Text mode cells are braille order; the display holds pin order: d (1 4 5) = 0x31.
    expect(Array.from(controller.getDisplay()?.text.subarray(0, 3) ?? [])).toEqual([0x31, 0x25, 0x36]);
    expect(controller.getState().unsent).toBe(false);
    expect(said.at(-1)?.id).toBe('기기로 보냈습니다.');
  });

  it('in automatic mode sends each page at once, and what was waiting when the mode changes', async () => {
    const { controller, connect, until } = setUp();
    await connect();
    const first = page320();
    controller.show(first);
    controller.setPreferences({ printMode: 'automatic' });
    await until(() => shows(controller, first) && !controller.getState().sending);

    const second = { graphic: new Uint8Array(300).fill(0xff) };
    controller.show(second);
    await until(() => shows(controller, second) && !controller.getState().sending);
    // No text: the text line is cleared rather than left showing the last page's.
    expect(controller.getDisplay()?.text.every((cell) => cell === 0)).toBe(true);
  });

  it('sends a page kept before the display was connected once it is, in automatic mode', async () => {
    const { controller, connect, until } = setUp();
    controller.setPreferences({ printMode: 'automatic' });
    const page = page320();
    controller.show(page);
    await connect();
    await until(() => shows(controller, page) && !controller.getState().sending);
    expect(controller.getState().unsent).toBe(false);
  });

  it('says why a page that does not fit the display was not sent, and keeps it unsent', async () => {
    const { controller, said, connect } = setUp();
    await connect('virtual768');
    controller.show(page320());
    await controller.print();
    const problem = said.at(-1);
    expect(problem?.id).toBe('점자 데이터의 길이가 맞지 않아 보내지 않았습니다. {expected}자여야 하는데 {actual}자입니다.');
    expect(problem?.politeness).toBe('assertive');
    expect(controller.getState().unsent).toBe(true);
  });

  it('hands the display keys to the command layer and says what each did: panning keys turn pages, function keys run their command', async () => {
    const { controller, connect, until, virtual, said } = setUp();
    const run = vi.fn();
    controller.setKeyCommands({ label: (id) => ({ id: `label of ${id}` }), run });
    await connect();
    const heard = () => said.filter((s) => s.id === '{keys}: {command}' || s.id === '{keys} 키에는 명령이 없습니다.');
    virtual().pressKeys(['panRight']);
    await until(() => heard().length === 1);
    virtual().pressKeys(['F2']);
    await until(() => heard().length === 2);
    virtual().pressKeys(['panRight', 'F1']);
    await until(() => heard().length === 3);
    expect(run.mock.calls).toEqual([['device.nextPage'], ['device.print']]);
    expect(heard().map((s) => s.values)).toEqual([
      { keys: [{ id: '오른쪽 이동 키', description: expect.any(String) }], command: { id: 'label of device.nextPage' } },
      { keys: ['F2'], command: { id: 'label of device.print' } },
      // A combination left free (pan right + F1 by default) says it has no command.
      { keys: [expect.objectContaining({ id: '오른쪽 이동 키' }), 'F1'] },
    ]);
  });

  it('runs the pager of the screen, and says so when there is none', () => {
    const { controller, said } = setUp();
    const pager = { previous: vi.fn(), next: vi.fn(), position: { page: 2, pages: 5 } };
    const remove = controller.setPager(pager);
    controller.nextPage();
    controller.previousPage();
    expect(pager.next).toHaveBeenCalledTimes(1);
    expect(pager.previous).toHaveBeenCalledTimes(1);
    controller.announceStatus();
    expect(said.map((s) => [s.id, s.values])).toEqual([
      ['기기: 연결 안 됨', undefined],
      ['{pages}쪽 중 {page}쪽', { page: 2, pages: 5 }],
    ]);
    // A newer pager is not removed by the older one's cleanup.
    const newer = { previous: vi.fn(), next: vi.fn() };
    controller.setPager(newer);
    remove();
    expect(controller.getState().pager).toBe(newer);
    controller.setPager(newer)();
    controller.nextPage();
    expect(said.at(-1)).toMatchObject({ id: '이 화면에는 넘길 쪽이 없습니다.', politeness: 'assertive' });
  });

  it('tells the user the link was lost, and is disconnected', async () => {
    const { controller, said, connect, until, virtual } = setUp();
    await connect();
    virtual().disconnect();
    await until(() => controller.getState().status === 'disconnected');
    expect(controller.getState().problem?.code).toBe('CONNECTION_LOST');
    expect(controller.getDisplay()).toBeUndefined();
    expect(said.at(-1)).toMatchObject({ id: '기기와의 연결이 끊어졌습니다.', politeness: 'assertive' });
  });

  it('disconnects when asked, quietly but for saying so', async () => {
    const { controller, said, connect } = setUp();
    await connect();
    await controller.disconnect();
    expect(controller.getState()).toMatchObject({ status: 'disconnected', problem: undefined, info: undefined });
    expect(said.at(-1)?.id).toBe('기기 연결을 끊었습니다.');
  });

  it('treats a closed device chooser as no choice, not as a failure', async () => {
    const { controller, said } = setUp({ requestTransport: () => Promise.reject(new TransportRequestCancelled()) });
    await controller.connect('serial');
    expect(controller.getState()).toMatchObject({ status: 'disconnected', problem: undefined });
    expect(said.at(-1)).toMatchObject({ id: '기기를 고르지 않았습니다.' });
  });

  it('times out when the display never answers: failed, what to try said aloud, the port closed, and another method connects', async () => {
    const silent = silentTransport();
    const { controller, said, until, clock, connect } = setUp({ requestTransport: () => Promise.resolve(silent.transport) });
    const connecting = controller.connect('serial');
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'));
    await until(() => controller.getState().status !== 'connecting');
    await connecting;
    expect(controller.getState().status).toBe('failed');
    expect(controller.getState().problem).toBeInstanceOf(DeviceError);
    expect(controller.getState().problem?.code).toBe('CONNECT_TIMEOUT');
    expect(controller.getState().problem?.messageRef.values).toEqual({ seconds: 5 });
    expect(said.at(-1)).toMatchObject({ id: deviceErrorMessages.connectTimeout.id, politeness: 'assertive' });
    expect(silent.closed()).toBe(true);
    expect(clock.now()).toBeGreaterThanOrEqual(NAME_TIMEOUT_MS);

    await connect('virtual320');
    expect(controller.getState()).toMatchObject({ status: 'connected', problem: undefined });
  });

  it('Cancel while the display says nothing: back to disconnected at once, said, the port closed, and a late answer changes nothing', async () => {
    const silent = silentTransport();
    const { controller, said, clock, connect } = setUp({ requestTransport: () => Promise.resolve(silent.transport) });
    const connecting = controller.connect('serial');
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'));
    await clock.advance(1000);
    await controller.disconnect();
    expect(controller.getState()).toMatchObject({ status: 'disconnected', problem: undefined });
    expect(said.at(-1)).toMatchObject({ id: deviceErrorMessages.connectCancelled.id });
    await clock.advance(CLOSE_WAIT_MS);
    await connecting;
    expect(silent.closed()).toBe(true);
    // The handshake stopped: its timeout never comes, nothing more is said.
    const count = said.length;
    await clock.advance(60_000);
    expect(said).toHaveLength(count);
    expect(controller.getState().status).toBe('disconnected');

    await connect('virtual768');
    expect(controller.getState()).toMatchObject({ status: 'connected', method: 'virtual768' });
  });

  it('a port that never opens times out after CONNECT_TIMEOUT_MS from the choice, and is closed if it opens later', async () => {
    const silent = silentTransport();
    let open: (transport: Transport) => void = () => undefined;
    const { controller, said, until, clock } = setUp({
      requestTransport: (_method, chosen) => {
        chosen();
        return new Promise((resolve) => (open = resolve));
      },
    });
    const connecting = controller.connect('serial');
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'));
    const started = clock.now();
    await until(() => controller.getState().status !== 'connecting');
    await connecting;
    expect(clock.now() - started).toBe(CONNECT_TIMEOUT_MS);
    expect(controller.getState()).toMatchObject({ status: 'failed', problem: { code: 'CONNECT_TIMEOUT' } });
    expect(controller.getState().problem?.messageRef.values).toEqual({ seconds: CONNECT_TIMEOUT_MS / 1000 });
    expect(said.at(-1)).toMatchObject({ id: deviceErrorMessages.connectTimeout.id, politeness: 'assertive' });
    open(silent.transport);
    await clock.advance(0);
    expect(silent.closed()).toBe(true);
  });

  it('Cancel while the browser chooser is still open ends the attempt', async () => {
    const { controller, said } = setUp({ requestTransport: () => new Promise(() => undefined) });
    const connecting = controller.connect('bluetooth');
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'));
    await controller.disconnect();
    await connecting;
    expect(controller.getState()).toMatchObject({ status: 'disconnected', problem: undefined });
    expect(said.at(-1)).toMatchObject({ id: deviceErrorMessages.connectCancelled.id });
  });

  it('keeps and says preference changes', () => {
    const { controller, said } = setUp();
    controller.toggleGrid();
    expect(controller.getState().preferences.grid).toBe(false);
    expect(said.at(-1)?.id).toBe('격자를 껐습니다.');
    controller.setPreferences({ functionKeys: { ...DEFAULT_DEVICE_PREFERENCES.functionKeys, F1: '' } });
    expect(controller.getState().preferences.functionKeys.F1).toBe('');
  });
});
