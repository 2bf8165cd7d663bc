// Faults the virtual device can be told to make, so tests and the bench can
// drive the engine's resends, refusals and bad packets. Each is a counter of
// packets still to spoil.

/** What the device does to the next display packet instead of showing it. */
export type DisplayFault = 'DROP' | 'NACK' | 'WAIT' | 'CHECKSUM_ERROR';

export interface VirtualFaults {
  /** Swallow the next N display packets: no ACK, no pins, no done. */
  dropResponses(count: number): void;
  /** Answer the next N display packets with NACK. */
  nack(count: number): void;
  /** Answer WAIT. */
  wait(count: number): void;
  /** Answer CHECKSUM_ERROR. */
  checksumError(count: number): void;
  /** Flip a byte in the next N packets the device sends (the host sees a bad checksum). */
  corruptResponses(count: number): void;
}

export interface FaultCounters extends VirtualFaults {
  /** The fault for the display packet that just arrived, if any is still owed (dropping first, then NACK, WAIT, checksum). */
  takeDisplayFault(): DisplayFault | undefined;
  /** Whether the packet about to be sent is to be corrupted. */
  takeCorruption(): boolean;
}

const DISPLAY_FAULTS: readonly DisplayFault[] = ['DROP', 'NACK', 'WAIT', 'CHECKSUM_ERROR'];

export function createFaultCounters(): FaultCounters {
  const owed = new Map<DisplayFault | 'CORRUPT', number>();
  const add = (fault: DisplayFault | 'CORRUPT', count: number) => {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`A fault count must be a whole number ≥ 0, got ${count}.`);
    owed.set(fault, (owed.get(fault) ?? 0) + count);
  };
  const take = (fault: DisplayFault | 'CORRUPT') => {
    const left = owed.get(fault) ?? 0;
    if (left === 0) return false;
    owed.set(fault, left - 1);
    return true;
  };
  return {
    dropResponses: (count) => add('DROP', count),
    nack: (count) => add('NACK', count),
    wait: (count) => add('WAIT', count),
    checksumError: (count) => add('CHECKSUM_ERROR', count),
    corruptResponses: (count) => add('CORRUPT', count),
    takeDisplayFault: () => DISPLAY_FAULTS.find(take),
    takeCorruption: () => take('CORRUPT'),
  };
}
