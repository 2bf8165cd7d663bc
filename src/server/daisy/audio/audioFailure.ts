import { ConversionFailure } from '../../convert/conversion.ts';
import { DaisyFailure } from '../daisyFailure.ts';
import { WavError } from './wavFile.ts';

// How the speech step's outside programs fail, as the job's codes: the
// ceilings runTool keeps (time, memory, file size, a missing program) keep
// their own code; a program that fails otherwise is the server's fault
// (INTERNAL) — except on a page's recording, which is the document's
// (BAD_RECORDING). An abort is passed on untouched: it is no failure.

export function audioFailure(error: unknown, signal: AbortSignal, step: 'speech' | 'recording', what: string): unknown {
  if (signal.aborted || error instanceof DaisyFailure) return error;
  if (error instanceof ConversionFailure) {
    if (error.code === 'TIMED_OUT' || error.code === 'OUT_OF_MEMORY' || error.code === 'TOOL_MISSING' || error.code === 'TOO_LARGE') return new DaisyFailure(error.code, `${what}: ${error.message}`);
    return new DaisyFailure(step === 'recording' ? 'BAD_RECORDING' : 'INTERNAL', `${what}: ${error.message}`);
  }
  if (error instanceof WavError) return new DaisyFailure(step === 'recording' ? 'BAD_RECORDING' : 'INTERNAL', `${what}: ${error.message}`);
  return error;
}
