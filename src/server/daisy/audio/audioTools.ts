import { basename, dirname } from 'node:path';
import { runTool } from '../../convert/tools/runTool.ts';
import { SAMPLE_RATE } from './wavFile.ts';

// The two programs around the speech itself, each through runTool:
// ffmpeg decodes a page's recording to the step's WAV (mono, 22050 Hz,
// 16-bit), and LAME encodes each part's WAV to its MP3.

const TOOL_MEMORY_BYTES = 512 * 1024 * 1024;

/**
 * A recording (MP3 or M4A, as the spec allows) to a WAV. Only those
 * demuxers may open it (`-format_whitelist`): a file that only calls itself
 * .mp3 — a playlist naming other files, a WAV, a video — is refused.
 */
export async function decodeRecording(recording: string, wavPath: string, signal: AbortSignal): Promise<void> {
  await runTool({
    command: 'ffmpeg',
    args: ['-nostdin', '-v', 'error', '-format_whitelist', 'mp3,mov,mp4,m4a,3gp,3g2,mj2', '-i', recording, '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', wavPath],
    workDir: dirname(wavPath),
    timeoutMs: 5 * 60_000,
    memoryBytes: TOOL_MEMORY_BYTES,
    maxOutputBytes: 64 * 1024,
    // Two hours of decoded audio; a page's recording is minutes.
    maxFileBytes: 2 * 60 * 60 * SAMPLE_RATE * 2,
    signal,
  });
}

/**
 * LAME: constant 48 kbit/s, mono, at the WAV's own 22050 Hz (MPEG-2 Layer
 * III). Speech at 22 kHz needs no more; a constant bit rate lets a player
 * seek to a clip's time by byte offset exactly (a VBR file without a
 * complete table of contents seeks approximately), and 48 kbit/s is
 * 21.6 MB an hour.
 */
export async function encodeMp3(wavPath: string, mp3Path: string, signal: AbortSignal): Promise<void> {
  await runTool({
    command: 'lame',
    args: ['--quiet', '-b', '48', '--cbr', '-m', 'm', basename(wavPath), mp3Path],
    workDir: dirname(wavPath),
    timeoutMs: 10 * 60_000,
    memoryBytes: TOOL_MEMORY_BYTES,
    maxOutputBytes: 64 * 1024,
    signal,
  });
}
