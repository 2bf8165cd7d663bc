import { open, type FileHandle } from 'node:fs/promises';

// The WAV files the speech step reads (eSpeak NG's, and ffmpeg's decoding of
// a recording) and the one per SMIL file it writes. Only what the step makes
// is accepted: RIFF/WAVE, a PCM `fmt ` chunk, mono, 16-bit, then a `data`
// chunk; anything else is an error that says what it found, so a tool that
// changed its output is caught rather than mistimed.

/** Every clip is timed in samples at this rate (eSpeak NG's own; recordings are decoded to it). */
export const SAMPLE_RATE = 22050;
export const BYTES_PER_SAMPLE = 2;
const HEADER_BYTES = 44;

export interface WavLayout {
  readonly sampleRate: number;
  /** Where the PCM samples begin in the file. */
  readonly dataOffset: number;
  /** Samples (mono: frames) in the data chunk. */
  readonly samples: number;
}

export class WavError extends Error {
  constructor(file: string, problem: string) {
    super(`${file} is not a WAV the speech step can read: ${problem}.`);
    this.name = 'WavError';
  }
}

/** Reads a WAV file's header: its rate and where its samples are; throws WavError for anything but mono 16-bit PCM. */
export async function readWavLayout(path: string): Promise<WavLayout> {
  const file = await open(path, 'r');
  try {
    return await layoutOf(file, path);
  } finally {
    await file.close();
  }
}

async function layoutOf(file: FileHandle, path: string): Promise<WavLayout> {
  const size = (await file.stat()).size;
  const head = await readAt(file, 0, 12);
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') throw new WavError(path, 'no RIFF/WAVE header');
  let offset = 12;
  let sampleRate: number | undefined;
  while (offset + 8 <= size) {
    const chunk = await readAt(file, offset, 8);
    const id = chunk.toString('latin1', 0, 4);
    const length = chunk.readUInt32LE(4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (length < 16) throw new WavError(path, `a fmt chunk of ${length} bytes`);
      const format = await readAt(file, body, 16);
      if (format.length < 16) throw new WavError(path, 'a cut-off fmt chunk');
      const encoding = format.readUInt16LE(0);
      const channels = format.readUInt16LE(2);
      const bits = format.readUInt16LE(14);
      // 0xFFFE (WAVE_FORMAT_EXTENSIBLE) is PCM too when its sub-format says so; the tools used here never write it.
      if (encoding !== 1) throw new WavError(path, `encoding ${encoding}, not PCM (1)`);
      if (channels !== 1) throw new WavError(path, `${channels} channels, not mono`);
      if (bits !== 16) throw new WavError(path, `${bits}-bit samples, not 16-bit`);
      sampleRate = format.readUInt32LE(4);
      if (sampleRate === 0) throw new WavError(path, 'a sample rate of 0');
    } else if (id === 'data') {
      if (sampleRate === undefined) throw new WavError(path, 'a data chunk before its fmt chunk');
      const present = size - body;
      // A writer that could not seek back leaves the size unknown (0 or 0xFFFFFFFF): the data then runs to the end.
      const unknown = length === 0 || length === 0xffffffff;
      if (!unknown && length > present) throw new WavError(path, `a data chunk of ${length} bytes with only ${present} present`);
      const bytes = unknown ? present : length;
      return { sampleRate, dataOffset: body, samples: Math.floor(bytes / BYTES_PER_SAMPLE) };
    }
    offset = body + length + (length % 2);
  }
  throw new WavError(path, sampleRate === undefined ? 'no fmt chunk' : 'no data chunk');
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The 44-byte header of a mono 16-bit PCM WAV of `samples` samples. */
export function wavHeader(samples: number, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples * BYTES_PER_SAMPLE;
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28);
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Largest data chunk a WAV's 32-bit sizes can state: about 27 hours at 22050 Hz. */
export const MAX_WAV_SAMPLES = Math.floor((0xffffffff - 36) / BYTES_PER_SAMPLE);

/**
 * A WAV written as it grows: a header with no sizes yet, the samples
 * appended (copied from other WAVs a block at a time, never held whole), and
 * the sizes written into the header at the end.
 */
export class WavWriter {
  #samples = 0;
  private readonly file: FileHandle;
  readonly path: string;

  private constructor(file: FileHandle, path: string) {
    this.file = file;
    this.path = path;
  }

  static async create(path: string): Promise<WavWriter> {
    const file = await open(path, 'wx');
    await file.write(wavHeader(0), 0, HEADER_BYTES, 0);
    return new WavWriter(file, path);
  }

  get samples(): number {
    return this.#samples;
  }

  /** Appends `count` samples of silence. */
  async silence(count: number): Promise<void> {
    const block = Buffer.alloc(Math.min(count, COPY_SAMPLES) * BYTES_PER_SAMPLE);
    let left = count;
    while (left > 0) {
      const now = Math.min(left, COPY_SAMPLES);
      await this.#append(block.subarray(0, now * BYTES_PER_SAMPLE));
      left -= now;
    }
  }

  /** Appends samples [from, to) of a WAV whose layout was read. */
  async copy(source: string, layout: WavLayout, from = 0, to = layout.samples): Promise<void> {
    const input = await open(source, 'r');
    try {
      const buffer = Buffer.alloc(COPY_SAMPLES * BYTES_PER_SAMPLE);
      for (let at = from; at < to; ) {
        const want = Math.min(COPY_SAMPLES, to - at);
        const { bytesRead } = await input.read(buffer, 0, want * BYTES_PER_SAMPLE, layout.dataOffset + at * BYTES_PER_SAMPLE);
        const whole = bytesRead - (bytesRead % BYTES_PER_SAMPLE);
        if (whole === 0) throw new WavError(source, 'fewer samples than its header states');
        await this.#append(buffer.subarray(0, whole));
        at += whole / BYTES_PER_SAMPLE;
      }
    } finally {
      await input.close();
    }
  }

  /** Writes the sizes and closes the file. */
  async finish(): Promise<void> {
    try {
      await this.file.write(wavHeader(this.#samples), 0, HEADER_BYTES, 0);
    } finally {
      await this.file.close();
    }
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abandon(): Promise<void> {
    await this.file.close().catch(() => undefined);
  }

  async #append(bytes: Buffer): Promise<void> {
    if (this.#samples + bytes.length / BYTES_PER_SAMPLE > MAX_WAV_SAMPLES) throw new Error(`${this.path} would pass the WAV format's 4 GiB.`);
    await this.file.write(bytes, 0, bytes.length, HEADER_BYTES + this.#samples * BYTES_PER_SAMPLE);
    this.#samples += bytes.length / BYTES_PER_SAMPLE;
  }
}

/** Samples copied per read and write: 64 KiB at a time. */
const COPY_SAMPLES = 32 * 1024;
