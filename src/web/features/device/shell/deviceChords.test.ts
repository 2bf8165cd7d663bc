import { describe, expect, it, vi } from 'vitest';
import { COMMAND, type DeviceKey } from '../../../../core/device/index.ts';
import type { AppCommandContext } from '../../../commands/appCommandContext.ts';
import { deviceCommandCodes } from '../commands.ts';
import { DEFAULT_DEVICE_PREFERENCES, DEVICE_KEY_COMMAND_IDS } from './devicePreferences.ts';
import { virtualController } from './testing/virtualController.ts';
import { DEVICE_CHORDS, type DeviceChord, type DevicePager } from './types.ts';

// The display's key combinations, end to end but for the browser: the core
// virtual device presses the keys on a manual clock, the bytes cross the
// session's link, the connection reads them as a chord (core), and the
// controller hands the chord's command to the command layer.

const KEYS_OF: Readonly<Record<DeviceChord, readonly DeviceKey[]>> = {
  panBoth: ['panLeft', 'panRight'],
  panLeftF1: ['panLeft', 'F1'],
  panLeftF2: ['panLeft', 'F2'],
  panLeftF3: ['panLeft', 'F3'],
  panLeftF4: ['panLeft', 'F4'],
  panRightF1: ['panRight', 'F1'],
  panRightF2: ['panRight', 'F2'],
  panRightF3: ['panRight', 'F3'],
  panRightF4: ['panRight', 'F4'],
};

function setUp() {
  const harness = virtualController();
  const { said } = harness;
  const keySaid = () => said.filter((s) => s.id === '{keys}: {command}' || s.id === '{keys} 키에는 명령이 없습니다.');
  return { ...harness, keySaid };
}

describe('the display key combinations', () => {
  it('run the command bound to each of the nine chords, pressed on the display', async () => {
    const { controller, until, connect, keySaid, virtual } = setUp();
    // Nine chords, nine commands a key can run: each chord its own, so a mix-up shows.
    const bound = Object.fromEntries(DEVICE_CHORDS.map((chord, i) => [chord, DEVICE_KEY_COMMAND_IDS[i]])) as Record<DeviceChord, string>;
    controller.setPreferences({ chords: bound });
    const run = vi.fn();
    controller.setKeyCommands({ label: (id) => ({ id: `label of ${id}` }), run });
    await connect();
    for (const [i, chord] of DEVICE_CHORDS.entries()) {
      virtual().pressKeys(KEYS_OF[chord]);
      await until(() => keySaid().length === i + 1);
    }
    expect(run.mock.calls.map(([id]) => id)).toEqual(DEVICE_CHORDS.map((chord) => bound[chord]));
    expect(keySaid()[0]?.values).toEqual({
      keys: [expect.objectContaining({ id: '왼쪽 이동 키' }), expect.objectContaining({ id: '오른쪽 이동 키' })],
      command: { id: `label of ${bound.panBoth}` },
    });
  });

  it('say that a chord bound to nothing has no command, and run nothing', async () => {
    const { controller, until, connect, keySaid, virtual } = setUp();
    controller.setPreferences({ chords: { ...DEFAULT_DEVICE_PREFERENCES.chords, panRightF4: '' } });
    const run = vi.fn();
    controller.setKeyCommands({ label: (id) => ({ id: `label of ${id}` }), run });
    await connect();
    virtual().pressKeys(['panRight', 'F4']);
    await until(() => keySaid().length === 1);
    expect(run).not.toHaveBeenCalled();
    expect(keySaid()[0]).toEqual({ id: '{keys} 키에는 명령이 없습니다.', values: { keys: [expect.objectContaining({ id: '오른쪽 이동 키' }), 'F4'] } });
  });

  it('run a held chord once, as a long press at 1.5 s, and not again on release', async () => {
    const { controller, clock, until, connect, keySaid, virtual } = setUp();
    const run = vi.fn();
    controller.setKeyCommands({ label: (id) => ({ id: `label of ${id}` }), run });
    await connect();
    const pressedAt = clock.now();
    virtual().pressKeys(['panRight', 'F4'], 3000);
    await until(() => keySaid().length === 1);
    expect(clock.now() - pressedAt).toBeGreaterThanOrEqual(1500);
    expect(clock.now() - pressedAt).toBeLessThan(3000);
    await clock.advance(5000);
    expect(run.mock.calls).toEqual([['device.lastPage']]);
  });

  it('by default turn the screen to its first and last page, say the position, and re-send the whole page', async () => {
    const { controller, until, connect, said, keySaid, virtual } = setUp();
    // The real device commands: what the palette runs.
    const codes = deviceCommandCodes(() => ({ ...controller, state: controller.getState() }));
    const ctx = {} as AppCommandContext;
    controller.setKeyCommands({ label: (id) => ({ id: `label of ${id}` }), run: (id) => void codes[id]?.run(ctx) });
    let page = 2;
    const pager: DevicePager = {
      previous: vi.fn(),
      next: vi.fn(),
      first: () => (page = 1),
      last: () => (page = 3),
      get position() {
        return { page, pages: 3 };
      },
    };
    controller.setPager(pager);
    await connect();
    /** Print, with the manual clock running until the display has it. */
    const printed = async () => {
      const printing = controller.print();
      await until(() => !controller.getState().sending && said.at(-1)?.id === '기기로 보냈습니다.');
      await printing;
    };
    const graphic = new Uint8Array(300).fill(0x11);
    controller.show({ graphic });
    await printed();

    virtual().pressKeys(['panRight', 'F4']);
    await until(() => keySaid().length === 1);
    expect(page).toBe(3);
    virtual().pressKeys(['F3', 'panLeft']);
    await until(() => keySaid().length === 2);
    expect(page).toBe(1);
    virtual().pressKeys(['panLeft', 'F1']);
    await until(() => keySaid().length === 3);
    expect(said.at(-1)).toEqual({ id: '{pages}쪽 중 {page}쪽', values: { page: 1, pages: 3 } });

    // Printing the same page again sends nothing; both panning keys send every line whole.
    await printed();
    const before = virtual().received.length;
    await printed();
    expect(virtual().received.length).toBe(before);
    virtual().pressKeys(['panLeft', 'panRight']);
    await until(() => keySaid().length === 4 && said.at(-1)?.id === '기기로 보냈습니다.');
    const lines = virtual()
      .received.slice(before)
      .filter((packet) => packet.command === COMMAND.DISPLAY_LINE && packet.data[0] === 0)
      .map((packet) => packet.lineId);
    expect(new Set(lines)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('tell a screen without first/last or position so, and one without pages so', () => {
    const { controller, said } = setUp();
    controller.firstPage();
    expect(said.at(-1)?.id).toBe('이 화면에는 넘길 쪽이 없습니다.');
    controller.announcePosition();
    expect(said.at(-1)?.id).toBe('이 화면에는 넘길 쪽이 없습니다.');
    controller.setPager({ previous: vi.fn(), next: vi.fn() });
    controller.lastPage();
    expect(said.at(-1)?.id).toBe('이 화면에서는 첫 쪽이나 마지막 쪽으로 갈 수 없습니다.');
    controller.firstPage();
    expect(said.at(-1)?.id).toBe('이 화면에서는 첫 쪽이나 마지막 쪽으로 갈 수 없습니다.');
    controller.announcePosition();
    expect(said.at(-1)?.id).toBe('이 화면은 위치를 알려 주지 않습니다.');
  });
});
