// A tactile fix's steps applied to pages' grids.

import type { PinGrid } from '../../pins/index.ts';
import type { PageFixStep } from '../finding.ts';

export function applyPageFix(grids: readonly PinGrid[], steps: readonly PageFixStep[]): PinGrid[] {
  void steps;
  return [...grids];
}
