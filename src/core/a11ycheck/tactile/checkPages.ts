// The tactile rules over pages of pins. (Interface first: the rules land with the a11y-tactile work.)

import type { PinGrid } from '../../pins/index.ts';
import type { Finding } from '../finding.ts';

/** A page as the tactile rules see it: its pins and its alternative text (a DTMS page has none to check). */
export interface TactilePage {
  readonly grid: PinGrid;
  /** undefined: the format has no alternative text, so page-alt does not apply. */
  readonly altText?: string;
}

export function checkPages(pages: readonly TactilePage[]): Finding[] {
  void pages;
  return [];
}
