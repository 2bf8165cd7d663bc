// A Book document's page properties in the drive (docs/book.md, "Page
// properties"). The drive keeps each page number's alternative text and
// audio beside the HTML; a save (PUT /doc/html) keeps each number's and drops
// the numbers past the new page count. So the provider remembers what the
// drive holds per number, and after each save of the HTML brings it in line,
// number by number in the document's order: the alternative text that
// differs in one PUT /dtms/images/{id} (PAGE_DESCRIPTIONS, as the Cloud's
// details write it), then the audio through the shared sync (the Canvas's).

import type { PageAudio } from '../../../../core/canvas/document.ts';
import {
  adoptAddresses,
  applyAudioSync,
  NO_SERVER_AUDIO,
  pageAudioOf,
  prepareAudioSync,
  serverAudioOf,
  type AudioSyncPlan,
  type ServerAudio,
} from '../../../api/pageAudio/pageAudioSync.ts';
import type { BookPagesApi } from './bookPagesApi.ts';
import type { PageProperties } from './pageProperties.ts';

/** What the drive holds for one document's pages, by page number from 1. */
export interface DrivePages {
  readonly dtmNo: string | null;
  readonly altTexts: ReadonlyMap<number, string>;
  readonly audio: ServerAudio;
}

export const NO_DRIVE_PAGES: DrivePages = { dtmNo: null, altTexts: new Map(), audio: NO_SERVER_AUDIO };

/**
 * A saved document's page properties by number (GET /dtma/audio/sync) and
 * what the drive holds. A failed call gives none and holds nothing known:
 * the next save then sends only what the pages have.
 */
export async function loadDrivePages(api: BookPagesApi, dtmNo: string): Promise<{ readonly pages: readonly PageProperties[]; readonly held: DrivePages }> {
  const result = await api.pageAudio(dtmNo);
  if (!result.ok) {
    if (result.sessionProblem === undefined) console.error(`The page properties of document ${dtmNo} could not be read`);
    return { pages: [], held: { ...NO_DRIVE_PAGES, dtmNo, audio: { dtmNo, pages: new Map() } } };
  }
  const pages = result.data.items.map((page): PageProperties => {
    const audio = pageAudioOf(page);
    return audio ? { altText: page.altText ?? '', audio } : { altText: page.altText ?? '' };
  });
  const altTexts = new Map(pages.map((page, index) => [index + 1, page.altText] as const));
  return { pages, held: { dtmNo, altTexts, audio: serverAudioOf(dtmNo, pages.map((page) => page.audio)) } };
}

export interface PagesSyncPlan {
  readonly altTexts: readonly string[];
  /** The alternative text the drive held before the save, for the document saved to (none for a new one). */
  readonly heldAltTexts: ReadonlyMap<number, string>;
  readonly audio: AudioSyncPlan;
}

export interface PagesSyncOutcome {
  /** What the drive holds now. */
  readonly held: DrivePages;
  /** Each page's audio as saved, with the new address of audio sent from a stored address. */
  readonly audios: readonly (PageAudio | undefined)[];
  /** Pages whose audio failed (the next save tries again). */
  readonly failedAudio: readonly number[];
  /** The alternative text could not be written (the next save tries again). */
  readonly altTextFailed: boolean;
  /** The session ended (its alert has spoken): the rest waits for the next save. */
  readonly stopped: boolean;
}

/** Before the HTML's save: what must change, the audio's bytes already read (see the shared prepareAudioSync for why before). */
export async function preparePagesSync(api: BookPagesApi, pages: readonly PageProperties[], known: DrivePages, dtmNo: string | null): Promise<PagesSyncPlan> {
  const heldAltTexts = dtmNo !== null && known.dtmNo === dtmNo ? known.altTexts : new Map<number, string>();
  const audio = await prepareAudioSync(api, pages.map((page) => page.audio), known.audio, dtmNo);
  return { altTexts: pages.map((page) => page.altText), heldAltTexts, audio };
}

/** After the HTML was saved to `dtmNo`: the alternative text that differs, then the audio; what is held changes only by what worked. */
export async function applyPagesSync(api: BookPagesApi, dtmNo: string, plan: PagesSyncPlan, audios: readonly (PageAudio | undefined)[]): Promise<PagesSyncOutcome> {
  const count = plan.altTexts.length;
  // The save kept each number's text up to the new count.
  const altTexts = new Map([...plan.heldAltTexts].filter(([pageNo]) => pageNo <= count));
  const changed = plan.altTexts.map((altText, index) => ({ pageNo: index + 1, altText })).filter((page) => page.altText !== (altTexts.get(page.pageNo) ?? ''));
  let altTextFailed = false;
  if (changed.length > 0) {
    const result = await api.describePages(dtmNo, changed);
    if (result.ok) changed.forEach((page) => altTexts.set(page.pageNo, page.altText));
    else if (result.sessionProblem !== undefined) {
      const audio = { dtmNo, pages: new Map([...plan.audio.held.pages].filter(([pageNo]) => pageNo <= count)) };
      return { held: { dtmNo, altTexts, audio }, audios, failedAudio: [], altTextFailed: true, stopped: true };
    } else altTextFailed = true;
  }
  const outcome = await applyAudioSync(api, dtmNo, plan.audio);
  const adopted = adoptAddresses(audios, outcome);
  return { held: { dtmNo, altTexts, audio: adopted.held }, audios: adopted.audios, failedAudio: outcome.failed, altTextFailed, stopped: outcome.stopped };
}
