import { describe, expect, it, vi } from 'vitest';
import { BOTTOM_PITCH, Sonifier, TOP_PITCH, panForColumn, pitchForRow, type SoundContext } from './sonifier.ts';

interface Played {
  wave: string;
  frequency: number;
  pan: number | undefined;
  peak: number;
}

/** A Web Audio context that records each sound's wave, pitch, pan and loudness. */
function fakeAudio(state: AudioContextState = 'running') {
  const played: Played[] = [];
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  const context = {
    currentTime: 0,
    destination: {},
    state,
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    createOscillator: () => {
      const sound: Played = { wave: '', frequency: 0, pan: undefined, peak: 0 };
      played.push(sound);
      const frequency = param();
      frequency.setValueAtTime.mockImplementation((value: number) => (sound.frequency = value));
      return {
        set type(wave: string) {
          sound.wave = wave;
        },
        frequency,
        connect: vi.fn(),
        start: vi.fn(),
        stop: vi.fn(),
      };
    },
    createGain: () => {
      const gain = param();
      gain.exponentialRampToValueAtTime.mockImplementation((value: number) => {
        const sound = played.at(-1);
        if (sound) sound.peak = Math.max(sound.peak, value);
      });
      return { gain, connect: vi.fn() };
    },
    createStereoPanner: () => {
      const pan = param();
      pan.setValueAtTime.mockImplementation((value: number) => {
        const sound = played.at(-1);
        if (sound) sound.pan = value;
      });
      return { pan, connect: vi.fn() };
    },
  };
  return { context: context as unknown as SoundContext, played, resume: context.resume };
}

describe('the cursor sounds', () => {
  it('are high at the top and low at the bottom, left to right across the ears', () => {
    expect(pitchForRow(0, 40)).toBe(TOP_PITCH);
    expect(pitchForRow(39, 40)).toBeCloseTo(BOTTOM_PITCH);
    expect(pitchForRow(10, 40)).toBeGreaterThan(pitchForRow(11, 40));
    expect(panForColumn(0, 60)).toBe(-1);
    expect(panForColumn(59, 60)).toBe(1);
    expect(panForColumn(0, 1)).toBe(0);
  });

  it('play a clear tone for a raised pin and a softer click for a lowered one', () => {
    const audio = fakeAudio();
    const sonifier = new Sonifier(() => audio.context);
    sonifier.play({ x: 0, y: 0 }, true, { width: 60, height: 40 });
    sonifier.play({ x: 59, y: 39 }, false, { width: 60, height: 40 });
    const [raised, lowered] = audio.played;
    expect(raised).toMatchObject({ wave: 'sine', frequency: TOP_PITCH, pan: -1 });
    expect(lowered?.wave).toBe('triangle');
    expect(lowered?.frequency).toBeCloseTo(BOTTOM_PITCH);
    expect(lowered?.pan).toBe(1);
    expect(lowered?.peak ?? 1).toBeLessThan(raised?.peak ?? 0);
  });

  it('make their audio only when first needed, once, and wake it if the browser had it suspended', () => {
    const audio = fakeAudio('suspended');
    const create = vi.fn(() => audio.context);
    const sonifier = new Sonifier(create);
    expect(create).not.toHaveBeenCalled();
    sonifier.play({ x: 1, y: 1 }, true, { width: 4, height: 4 });
    sonifier.play({ x: 2, y: 1 }, true, { width: 4, height: 4 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(audio.resume).toHaveBeenCalled();
  });

  it('stay silent, without failing, where the browser has no Web Audio', () => {
    const sonifier = new Sonifier(() => null);
    expect(() => sonifier.play({ x: 0, y: 0 }, true, { width: 2, height: 2 })).not.toThrow();
  });
});
