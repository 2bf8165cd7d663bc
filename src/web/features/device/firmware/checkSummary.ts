import type { Message } from '../../../../core/messages/index.ts';
import type { FirmwareCheck } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';

/** What the comparison with the catalogue says, in plain words: one sentence and its values. */
export function checkSummary(check: FirmwareCheck): { readonly message: Message; readonly values: Record<string, string> } {
  const current = check.firmware;
  const latest = check.latest?.version ?? '';
  switch (check.status) {
    case 'UPDATE_AVAILABLE':
      return { message: m.statusUpdate, values: { latest, current } };
    case 'UP_TO_DATE':
      return { message: m.statusUpToDate, values: { current } };
    case 'UNKNOWN_VERSION':
      return { message: m.statusUnknownVersion, values: { latest } };
    case 'NOT_IN_CATALOGUE':
      return { message: m.statusNotInCatalogue, values: { model: check.model } };
  }
}

/** The release a user may download and read about: the newest one for the display, unless it already runs it. */
export function offeredRelease(check: FirmwareCheck): FirmwareCheck['latest'] {
  return check.status === 'UPDATE_AVAILABLE' || check.status === 'UNKNOWN_VERSION' ? check.latest : null;
}

/** A SHA-256 in groups of four, so a screen reader reads it in pieces that can be compared. */
export function groupedChecksum(sha256: string): string {
  return (sha256.toLowerCase().match(/.{1,4}/g) ?? []).join(' ');
}
