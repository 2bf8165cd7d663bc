import { rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { runTool } from '../../convert/tools/runTool.ts';
import type { DaisyVoice } from '../../../shared/api/daisy.ts';
import type { SpeechEngine, SpeechRequest } from './speechEngine.ts';
import { parseVoiceList, voiceForTag, type VoiceList } from './espeakVoices.ts';

// eSpeak NG (Debian espeak-ng): small, offline, and a voice for nearly every
// language a Tactile Studio document is written in (Korean included). Run
// like every outside program (runTool: no network, ceilings, clean env).
// The text goes in a file (`-f`), never on the command line: a passage may
// begin with "-" or be longer than argv allows. `-b 1` says it is UTF-8.
// It writes a 22050 Hz mono 16-bit WAV.

/** The variants the export dialog's voices choose: eSpeak NG's `!v/f3` and `!v/m3`. */
export const ESPEAK_VARIANTS: Readonly<Record<DaisyVoice, string>> = { female: 'f3', male: 'm3' };

/** One passage is a sentence or a heading: seconds of work at most, and little memory. */
const SPEAK_TIMEOUT_MS = 60_000;
const SPEAK_MEMORY_BYTES = 512 * 1024 * 1024;
/** A WAV of an hour (22050 Hz × 2 bytes × 3600 s ≈ 159 MB) is far past any one passage. */
const SPEAK_MAX_FILE_BYTES = 160 * 1024 * 1024;

export class EspeakNg implements SpeechEngine {
  #voices: Promise<VoiceList> | undefined;
  #version: Promise<string> | undefined;

  /** Where the probes (`--voices`, `--version`) run. */
  private readonly workDir: string;

  constructor(workDir: string) {
    this.workDir = workDir;
  }

  name(signal: AbortSignal): Promise<string> {
    this.#version ??= this.#ask(['--version'], signal).then((text) => {
      const version = /text-to-speech:\s*([0-9][\w.-]*)/.exec(text)?.[1];
      return version ? `eSpeak NG ${version}` : 'eSpeak NG';
    });
    return this.#version;
  }

  async voiceFor(request: Pick<SpeechRequest, 'lang' | 'fallbackLang'>, signal: AbortSignal): Promise<string> {
    this.#voices ??= this.#ask(['--voices'], signal).then(parseVoiceList);
    const voices = await this.#voices;
    return voiceForTag(request.lang, voices) ?? voiceForTag(request.fallbackLang, voices) ?? 'en';
  }

  async speak(request: SpeechRequest, wavPath: string, signal: AbortSignal): Promise<void> {
    const voice = await this.voiceFor(request, signal);
    const textPath = `${wavPath}.txt`;
    await writeFile(textPath, request.text, 'utf8');
    try {
      await runTool({
        command: 'espeak-ng',
        args: ['-b', '1', '-w', wavPath, '-v', `${voice}+${ESPEAK_VARIANTS[request.voice]}`, '-s', String(Math.round(request.rate)), '-f', textPath],
        workDir: dirname(wavPath),
        timeoutMs: SPEAK_TIMEOUT_MS,
        memoryBytes: SPEAK_MEMORY_BYTES,
        maxOutputBytes: 64 * 1024,
        maxFileBytes: SPEAK_MAX_FILE_BYTES,
        signal,
      });
    } finally {
      await rm(textPath, { force: true });
    }
  }

  async #ask(args: readonly string[], signal: AbortSignal): Promise<string> {
    const { stdout } = await runTool({ command: 'espeak-ng', args, workDir: this.workDir, timeoutMs: 30_000, memoryBytes: SPEAK_MEMORY_BYTES, maxOutputBytes: 1024 * 1024, signal });
    return stdout.toString('utf8');
  }
}
