// The cursor as sound, for exploring a picture by ear (view.sonify):
//   pitch  by row: the top row is high (1200 Hz), the bottom row low (200 Hz), evenly in octaves;
//   pan    by column: the left edge in the left ear, the right edge in the right;
//   timbre a raised pin is a short clear tone, a lowered pin a soft click.
// The AudioContext is made on the first sound, which follows a key or a
// press: browsers only let a page start audio after a user gesture.

import type { GridSize, Point } from '../../../../core/pins/index.ts';

export const TOP_PITCH = 1200;
export const BOTTOM_PITCH = 200;

/** The pieces of Web Audio the sonifier uses, so a test can hand it a fake. */
export type SoundContext = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'resume' | 'close' | 'createOscillator' | 'createGain'> & {
  createStereoPanner?: AudioContext['createStereoPanner'];
};

export function pitchForRow(row: number, height: number): number {
  const depth = height > 1 ? row / (height - 1) : 0;
  return TOP_PITCH * (BOTTOM_PITCH / TOP_PITCH) ** depth;
}

export function panForColumn(column: number, width: number): number {
  return width > 1 ? (column / (width - 1)) * 2 - 1 : 0;
}

function browserContext(): SoundContext | null {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context === undefined ? null : new Context();
}

const RAISED = { wave: 'sine', peak: 0.25, seconds: 0.09 } as const;
const LOWERED = { wave: 'triangle', peak: 0.06, seconds: 0.025 } as const;

export class Sonifier {
  #context: SoundContext | null = null;
  #unavailable = false;
  readonly #create: () => SoundContext | null;

  constructor(create: () => SoundContext | null = browserContext) {
    this.#create = create;
  }

  #audio(): SoundContext | null {
    if (this.#context === null && !this.#unavailable) {
      try {
        this.#context = this.#create();
      } catch (error) {
        console.warn('Sounds for the Canvas cursor are not available here:', error);
      }
      this.#unavailable = this.#context === null;
    }
    if (this.#context?.state === 'suspended') void this.#context.resume().catch(() => undefined);
    return this.#context;
  }

  /** One sound for the pin at `point` of a grid of `size`. */
  play(point: Point, raised: boolean, size: GridSize): void {
    const audio = this.#audio();
    if (audio === null) return;
    const sound = raised ? RAISED : LOWERED;
    const start = audio.currentTime;
    const oscillator = audio.createOscillator();
    oscillator.type = sound.wave;
    oscillator.frequency.setValueAtTime(pitchForRow(point.y, size.height), start);
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(sound.peak, start + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + sound.seconds);
    oscillator.connect(gain);
    // Old Safari has no stereo panner: the sound is then centred.
    const panner = audio.createStereoPanner?.();
    if (panner) {
      panner.pan.setValueAtTime(panForColumn(point.x, size.width), start);
      gain.connect(panner);
      panner.connect(audio.destination);
    } else {
      gain.connect(audio.destination);
    }
    oscillator.start(start);
    oscillator.stop(start + sound.seconds + 0.01);
  }

  close(): void {
    void this.#context?.close().catch(() => undefined);
    this.#context = null;
  }
}
