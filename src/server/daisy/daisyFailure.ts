import type { DaisyFailureCode } from '../../shared/api/daisy.ts';

// Why a DAISY book could not be made, for the document's sake (an empty
// document, one too large, a recording that cannot be read, the time or
// memory budget spent): the job ends FAILED with this code at once, since
// trying again would fail again. Any other error is unexpected and retried.

export class DaisyFailure extends Error {
  readonly code: DaisyFailureCode;

  constructor(code: DaisyFailureCode, message: string) {
    super(message);
    this.name = 'DaisyFailure';
    this.code = code;
  }
}
