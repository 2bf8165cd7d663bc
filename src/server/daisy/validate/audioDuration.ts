import { runTool } from '../../convert/tools/runTool.ts';

// sox (with its MP3 format, Debian libsox-fmt-mp3) reads the file's header
// and frames and tells the duration in seconds; run like every outside tool.
export async function measureAudioSeconds(path: string, workDir: string): Promise<number | undefined> {
  const { stdout } = await runTool({ command: 'sox', args: ['--info', '-D', path], workDir, timeoutMs: 60_000, maxOutputBytes: 4096 });
  const seconds = Number(stdout.toString('utf8').trim());
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
