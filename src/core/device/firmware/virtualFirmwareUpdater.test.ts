import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../clock.ts';
import { COMMAND } from '../commands.ts';
import { connectDevice } from '../connection/connectDevice.ts';
import { DeviceError } from '../errors.ts';
import { createVirtualDevice } from '../virtual/virtualDevice.ts';
import type { FirmwareImage, FirmwareProgress, FirmwareUpdateStage } from './firmwareUpdater.ts';
import { FIRMWARE_STAGE_BANDS } from './progressTrack.ts';
import {
  FIRMWARE_INSTALL_MS,
  FIRMWARE_RESTART_MS,
  FIRMWARE_TRANSFER_MAX_MS,
  FIRMWARE_TRANSFER_MIN_MS,
  createVirtualFirmwareUpdater,
  firmwareTransferMs,
  type Sha256Digest,
} from './virtualFirmwareUpdater.ts';

// The simulated update on the virtual 320, connected as the app connects it,
// on a manual clock: every stage, failure and cancel runs in microseconds and
// always in the same order.

const sha256: Sha256Digest = (bytes) => Promise.resolve(createHash('sha256').update(bytes).digest('hex'));

function image(version = '2.5.0', size = 4096): FirmwareImage {
  const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 7) & 0xff);
  return { version, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

async function setUp(options: { baud?: number } = {}) {
  const clock = createManualClock();
  const device = createVirtualDevice({ model: 320, clock, ...options });
  const connecting = connectDevice({ transport: device.transport, clock });
  await clock.runAll();
  const connection = await connecting;
  const digest = vi.fn(sha256);
  const updater = createVirtualFirmwareUpdater({ device, clock, digest, readFirmware: () => connection.readFirmware() });
  const progress: FirmwareProgress[] = [];
  const closes: string[] = [];
  connection.onClose((reason) => closes.push(reason));
  const firmwareQueries = () => device.received.filter((p) => p.command === COMMAND.FIRMWARE_REQUEST).length;
  return { clock, device, connection, updater, digest, progress, closes, firmwareQueries, onProgress: (p: FirmwareProgress) => progress.push(p) };
}

/** Lets an update run on the clock to its end and gives its outcome. */
async function settle<T>(clock: ReturnType<typeof createManualClock>, running: Promise<T>): Promise<T> {
  running.catch(() => undefined);
  await clock.runAll();
  return running;
}

const stagesOf = (progress: readonly FirmwareProgress[]) => [...new Set(progress.map((p) => p.stage))];
const isMonotonic = (progress: readonly FirmwareProgress[]) => progress.every((p, i) => i === 0 || p.fraction >= (progress[i - 1]?.fraction ?? 0));
const maxFraction = (progress: readonly FirmwareProgress[], stage?: FirmwareUpdateStage) =>
  Math.max(...progress.filter((p) => !stage || p.stage === stage).map((p) => p.fraction));

describe('the virtual display’s simulated firmware update', () => {
  it('verifies, transfers, installs and restarts with progress that never goes back and reaches 1; the display then answers the new version over the wire', async () => {
    const { clock, device, connection, updater, progress, onProgress, firmwareQueries, closes } = await setUp();
    expect(updater.simulated).toBe(true);
    expect(connection.info.firmware).toBe('2.4.0');
    const queriesBefore = firmwareQueries();
    const started = clock.now();
    const result = await settle(clock, updater.update(image('2.5.0'), { onProgress }));

    expect(result).toEqual({ firmware: '2.5.0' });
    expect(stagesOf(progress)).toEqual(['verifying', 'transferring', 'installing', 'restarting']);
    expect(isMonotonic(progress)).toBe(true);
    expect(progress[0]?.fraction).toBe(0);
    expect(progress.at(-1)).toEqual({ stage: 'restarting', fraction: 1 });
    // Many small steps, not a jump.
    expect(progress.filter((p) => p.stage === 'transferring').length).toBeGreaterThanOrEqual(5);
    expect(progress.every((p) => p.fraction >= 0 && p.fraction <= 1)).toBe(true);
    // Asked over the link once restarted, and the connection's info follows.
    expect(firmwareQueries()).toBe(queriesBefore + 1);
    expect(connection.info.firmware).toBe('2.5.0');
    expect(device.firmware).toBe('2.5.0');
    // The time it took: the bounded transfer, the install and the restart (the answer comes on the next tick).
    expect(clock.now() - started).toBe(firmwareTransferMs(4096) + FIRMWARE_INSTALL_MS + FIRMWARE_RESTART_MS);
    expect(closes).toEqual([]);
  });

  it('a new connection hears the new version, padded to 8 bytes on the wire as the protocol does', async () => {
    const { clock, device, updater } = await setUp();
    await settle(clock, updater.update(image('3.0')));
    const again = createVirtualDevice({ model: 320, clock, firmware: device.firmware });
    const bytes: number[] = [];
    again.transport.onData((chunk) => bytes.push(...chunk));
    const connecting = connectDevice({ transport: again.transport, clock });
    await clock.runAll();
    expect((await connecting).info.firmware).toBe('3.0');
    expect(again.received.some((p) => p.command === COMMAND.FIRMWARE_REQUEST)).toBe(true);
    // 0x0001's data: '3.0' and five spaces.
    const text = String.fromCharCode(...bytes);
    expect(text).toContain('3.0     ');
  });

  it('refuses an image whose bytes do not match its checksum: nothing transferred, the old firmware kept', async () => {
    const { clock, device, connection, updater, progress, onProgress, digest, firmwareQueries } = await setUp();
    const good = image();
    const queriesBefore = firmwareQueries();
    const tampered = { ...good, bytes: good.bytes.map((b, i) => (i === 10 ? b ^ 1 : b)) };
    const error = await settle(clock, updater.update(tampered, { onProgress })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceError);
    expect(error).toMatchObject({ code: 'FIRMWARE_CHECKSUM', messageRef: { values: { version: '2.4.0' } } });
    expect(stagesOf(progress)).toEqual(['verifying']);
    expect(digest).toHaveBeenCalledTimes(1);
    expect(device.firmware).toBe('2.4.0');
    expect(connection.info.firmware).toBe('2.4.0');
    expect(firmwareQueries()).toBe(queriesBefore);
    expect(connection.closed).toBe(false);
  });

  it.each([
    ['not hex', 'z'.repeat(64)],
    ['too short', 'ab'.repeat(31)],
    ['empty', ''],
  ])('refuses a checksum that is %s as not matching', async (_what, sum) => {
    const { clock, updater } = await setUp();
    await expect(settle(clock, updater.update({ ...image(), sha256: sum }))).rejects.toMatchObject({ code: 'FIRMWARE_CHECKSUM' });
  });

  it('takes the checksum in capitals and with spaces around', async () => {
    const { clock, updater } = await setUp();
    const good = image();
    await expect(settle(clock, updater.update({ ...good, sha256: ` ${good.sha256.toUpperCase()} ` }))).resolves.toEqual({ firmware: '2.5.0' });
  });

  it('power lost half-way through the transfer: the link is lost (as unplugged), FIRMWARE_POWER_LOST, the old firmware kept', async () => {
    const { clock, device, connection, updater, progress, onProgress, closes } = await setUp();
    const error = await settle(clock, updater.update(image(), { onProgress, simulate: 'powerLoss' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FIRMWARE_POWER_LOST', messageRef: { values: { version: '2.4.0' } } });
    expect(closes).toEqual(['lost']);
    expect(connection.closed).toBe(true);
    expect(stagesOf(progress)).toEqual(['verifying', 'transferring']);
    const [from, to] = FIRMWARE_STAGE_BANDS.transferring;
    const reached = maxFraction(progress, 'transferring');
    expect(reached).toBeGreaterThan(from);
    expect(reached).toBeLessThan(to);
    expect(isMonotonic(progress)).toBe(true);
    expect(device.firmware).toBe('2.4.0');
  });

  it('the display’s own check of what it received fails (a byte damaged in transit): FIRMWARE_CHECKSUM, nothing installed, the link kept', async () => {
    const { clock, device, connection, updater, progress, onProgress, digest, closes } = await setUp();
    const error = await settle(clock, updater.update(image(), { onProgress, simulate: 'checksumFailure' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FIRMWARE_CHECKSUM', messageRef: { values: { version: '2.4.0' } } });
    // The file's check passed; the display's check of its copy did not.
    expect(digest).toHaveBeenCalledTimes(2);
    expect(stagesOf(progress)).toEqual(['verifying', 'transferring']);
    expect(maxFraction(progress)).toBe(FIRMWARE_STAGE_BANDS.transferring[1]);
    expect(device.firmware).toBe('2.4.0');
    expect(connection.closed).toBe(false);
    expect(closes).toEqual([]);
    // Still usable: the next update succeeds.
    await expect(settle(clock, updater.update(image('2.6.0')))).resolves.toEqual({ firmware: '2.6.0' });
  });

  it('fails the display’s check of an empty image too (a stray byte instead of a damaged one)', async () => {
    const { clock, updater } = await setUp();
    await expect(settle(clock, updater.update(image('2.5.0', 0), { simulate: 'checksumFailure' }))).rejects.toMatchObject({ code: 'FIRMWARE_CHECKSUM' });
    await expect(settle(clock, updater.update(image('2.5.0', 0)))).resolves.toEqual({ firmware: '2.5.0' });
  });

  it('cancelled during the transfer: FIRMWARE_CANCELLED at once, the old firmware kept, the link kept', async () => {
    const { clock, device, connection, updater, progress, onProgress } = await setUp();
    const cancel = new AbortController();
    const running = updater.update(image(), { onProgress, signal: cancel.signal });
    running.catch(() => undefined);
    await clock.advance(firmwareTransferMs(4096) / 2);
    expect(progress.at(-1)?.stage).toBe('transferring');
    const count = progress.length;
    cancel.abort();
    await expect(running).rejects.toMatchObject({ code: 'FIRMWARE_CANCELLED', messageRef: { values: { version: '2.4.0' } } });
    await clock.runAll();
    expect(progress).toHaveLength(count);
    expect(device.firmware).toBe('2.4.0');
    expect(connection.closed).toBe(false);
  });

  it('a signal aborted before the start cancels before anything is checked or sent', async () => {
    const { clock, updater, digest, progress, onProgress } = await setUp();
    const cancel = new AbortController();
    cancel.abort();
    await expect(settle(clock, updater.update(image(), { onProgress, signal: cancel.signal }))).rejects.toMatchObject({ code: 'FIRMWARE_CANCELLED' });
    expect(digest).not.toHaveBeenCalled();
    expect(stagesOf(progress)).toEqual(['verifying']);
  });

  it('cancelled while verifying: stops before the transfer', async () => {
    const { clock, device, updater, progress, onProgress } = await setUp();
    const cancel = new AbortController();
    const running = updater.update(image(), { onProgress, signal: cancel.signal });
    running.catch(() => undefined);
    cancel.abort();
    await expect(settle(clock, running)).rejects.toMatchObject({ code: 'FIRMWARE_CANCELLED' });
    expect(stagesOf(progress)).toEqual(['verifying']);
    expect(device.firmware).toBe('2.4.0');
  });

  it('once installing, a cancel is ignored: the update completes', async () => {
    const { clock, device, updater, progress, onProgress } = await setUp();
    const cancel = new AbortController();
    const running = updater.update(image(), { onProgress, signal: cancel.signal });
    running.catch(() => undefined);
    await clock.advance(firmwareTransferMs(4096) + FIRMWARE_INSTALL_MS / 2);
    expect(progress.at(-1)?.stage).toBe('installing');
    cancel.abort();
    await expect(settle(clock, running)).resolves.toEqual({ firmware: '2.5.0' });
    expect(device.firmware).toBe('2.5.0');
    expect(progress.at(-1)?.fraction).toBe(1);
  });

  it('the link closed by the host during the transfer: NOT_CONNECTED, the old firmware kept', async () => {
    const { clock, device, connection, updater } = await setUp();
    const running = updater.update(image());
    running.catch(() => undefined);
    await clock.advance(FIRMWARE_TRANSFER_MIN_MS / 2);
    await connection.disconnect();
    await expect(settle(clock, running)).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    expect(device.firmware).toBe('2.4.0');
  });

  it('with the link already gone, refuses with NOT_CONNECTED before anything is checked', async () => {
    const { clock, updater, connection, digest } = await setUp();
    await connection.disconnect();
    await expect(settle(clock, updater.update(image()))).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    expect(digest).not.toHaveBeenCalled();
  });

  it('the link closed during the install: the display finishes on its own, and says the version it now holds', async () => {
    const { clock, device, connection, updater } = await setUp();
    const running = updater.update(image('2.7.0'));
    running.catch(() => undefined);
    await clock.advance(firmwareTransferMs(4096) + FIRMWARE_INSTALL_MS / 2);
    await connection.disconnect();
    await expect(settle(clock, running)).resolves.toEqual({ firmware: '2.7.0' });
    expect(device.firmware).toBe('2.7.0');
  });

  it('refuses a version a display cannot report, and an outcome it does not know, before anything starts', async () => {
    const { clock, updater, digest } = await setUp();
    await expect(settle(clock, updater.update(image('é1.0')))).rejects.toThrow(RangeError);
    await expect(settle(clock, updater.update(image(' 1.0')))).rejects.toThrow(RangeError);
    await expect(settle(clock, updater.update(image('')))).rejects.toThrow(RangeError);
    await expect(settle(clock, updater.update(image(), { simulate: 'explode' as never }))).rejects.toThrow(RangeError);
    expect(digest).not.toHaveBeenCalled();
  });
});

describe('the transfer time', () => {
  it('is the image’s wire time at the link speed, between the bounds', () => {
    // 11 520 bytes at 115 200 baud (10 bits a byte): exactly 1 s.
    expect(firmwareTransferMs(11_520, 115_200)).toBe(1000);
    expect(firmwareTransferMs(11_520)).toBe(1000);
    expect(firmwareTransferMs(0)).toBe(FIRMWARE_TRANSFER_MIN_MS);
    expect(firmwareTransferMs(5_760, 115_200)).toBe(FIRMWARE_TRANSFER_MIN_MS);
    expect(firmwareTransferMs(34_560, 115_200)).toBe(FIRMWARE_TRANSFER_MAX_MS);
    expect(firmwareTransferMs(512 * 1024)).toBe(FIRMWARE_TRANSFER_MAX_MS);
    // A slower link takes longer for the same image.
    expect(firmwareTransferMs(11_520, 57_600)).toBe(2000);
  });

  it('follows the virtual link’s own speed', async () => {
    const { clock, updater } = await setUp({ baud: 57_600 });
    const started = clock.now();
    await settle(clock, updater.update(image('2.5.0', 11_520)));
    // The restart's answer crosses the slow wire too: a few milliseconds more.
    const took = clock.now() - started - FIRMWARE_INSTALL_MS - FIRMWARE_RESTART_MS;
    expect(took).toBeGreaterThanOrEqual(2000);
    expect(took).toBeLessThan(2100);
  });
});
