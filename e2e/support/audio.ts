// A real, playable MP3 made in the test rather than checked in: MPEG-1
// Layer III frames (128 kbit/s, 44.1 kHz, mono) whose side information is
// all zero, which every decoder reads as silence. 417 bytes a frame, 1,152
// samples a frame, so ~38 frames a second.

const FRAME_BYTES = 417;
const SAMPLES_PER_FRAME = 1152;
const SAMPLE_RATE = 44_100;
/** Sync, MPEG-1, Layer III, no CRC | 128 kbit/s, 44.1 kHz, no padding | mono, original. */
const HEADER = [0xff, 0xfb, 0x90, 0xc4] as const;

/** A silent MP3 lasting about `seconds`. */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_FRAME);
  const bytes = Buffer.alloc(frames * FRAME_BYTES);
  for (let frame = 0; frame < frames; frame++) bytes.set(HEADER, frame * FRAME_BYTES);
  return bytes;
}
