import type { PageAudio } from '../../../core/canvas/document.ts';
import { isInPageAddress, keptAudioOf } from '../../ui/pageAudio/keptAudio.ts';
import type { ApiResult } from '../apiTypes.ts';

// Page audio in the drive, for any paged document (the Canvas's files, Book
// documents; docs/canvas.md "Page audio", docs/book.md "Page properties").
// The document's own format carries no audio: the drive keeps it beside the
// file by page number (POST and DELETE /dtma/audio), and a save keeps each
// number's audio and drops the numbers past the new page count. So the
// editor remembers what the drive holds per page number, and after each
// save sends what differs, page by page in the document's order (a moved
// page takes its audio to its new number). The bytes to send are read
// before the save: the save drops pages past its count with their audio,
// and replacing or removing a page's audio deletes the stored file another
// page's audio may still be read from.

/** One page as the drive's audio calls answer it (the API client camelCases WirePage). */
export interface AudioPage {
  readonly pageNo: number;
  readonly audioUrl: string | null;
  readonly audioPlayMode: string;
  readonly playbackRate: number;
}

export interface PageAudioSettings {
  readonly playMode: 'auto' | 'manual';
  readonly playbackRate: number;
}

/** The drive's page audio calls the sync makes. */
export interface PageAudioDriveApi {
  /** POST /dtma/audio: a page's audio added or replaced, with its play mode and rate; answers the page with its new signed AUDIO_URL. */
  setPageAudio(dtmNo: string, pageNo: number, settings: PageAudioSettings, file: File): Promise<ApiResult<AudioPage>>;
  /** DELETE /dtma/audio: a page's audio removed (none there is no error). */
  removePageAudio(dtmNo: string, pageNo: number): Promise<ApiResult<AudioPage>>;
  /** GET /dtma/audio/sync: every page with a fresh signed AUDIO_URL (or null). */
  pageAudio(dtmNo: string): Promise<ApiResult<{ readonly items: readonly AudioPage[] }>>;
}

/** What the drive holds as one page's audio, as the layer last knew it. */
export interface HeldAudio {
  readonly ref: string;
  readonly play: PageAudio['play'];
  readonly speed: number;
}

/** The page audio the drive holds for one Cloud file, by page number from 1. */
export interface ServerAudio {
  readonly dtmNo: string | null;
  readonly pages: ReadonlyMap<number, HeldAudio>;
}

export const NO_SERVER_AUDIO: ServerAudio = { dtmNo: null, pages: new Map() };


function fileNameOf(url: string): string {
  const segment = (url.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A page's audio as GET /dtms/images/{id} describes it (a signed AUDIO_URL), or undefined when it has none. */
export function pageAudioOf(page: AudioPage): PageAudio | undefined {
  if (!page.audioUrl) return undefined;
  const file = fileNameOf(page.audioUrl);
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return {
    ref: page.audioUrl,
    // Stored audio is addressed by a key, not a name; a name the address does give is kept.
    name: extension === 'mp3' || extension === 'm4a' ? file : `page-${page.pageNo} audio`,
    // A guess (the <audio> element sniffs anyway); what is sent back is named by the bytes' own type.
    contentType: extension === 'm4a' || extension === 'mp4' || extension === 'aac' ? 'audio/mp4' : 'audio/mpeg',
    play: page.audioPlayMode === 'auto' ? 'automatic' : 'manual',
    speed: Number.isFinite(page.playbackRate) ? page.playbackRate : 1,
  };
}

const heldOf = (audio: PageAudio): HeldAudio => ({ ref: audio.ref, play: audio.play, speed: audio.speed });

/** What the drive holds for a document all of whose audio is stored (one just opened): each page's audio (in page order) by its number. */
export function serverAudioOf(dtmNo: string, audios: readonly (PageAudio | undefined)[]): ServerAudio {
  const pages = new Map<number, HeldAudio>();
  audios.forEach((audio, index) => {
    if (audio) pages.set(index + 1, heldOf(audio));
  });
  return { dtmNo, pages };
}

// ── Saving ─────────────────────────────────────────────────────────────────

export type AudioStep =
  | { readonly kind: 'remove'; readonly pageNo: number }
  /** `file` is undefined when the audio could not be read: the page fails without a request. */
  | { readonly kind: 'send'; readonly pageNo: number; readonly audio: PageAudio; readonly file: File | undefined };

export interface AudioSyncPlan {
  /** What the drive held before the save, for the file being saved (nothing for a new file). */
  readonly held: ServerAudio;
  readonly pageCount: number;
  readonly steps: readonly AudioStep[];
}

export interface AudioSyncOutcome {
  /** What the drive holds now. */
  readonly held: ServerAudio;
  /** New signed addresses of audio that was sent from a stored address (whose stored file may be gone now), by page number. */
  readonly addresses: ReadonlyMap<number, string>;
  /** Pages whose audio could not be sent or removed; the next save tries them again. */
  readonly failed: readonly number[];
  /** The session ended (its alert has spoken): the rest was left for the next save. */
  readonly stopped: boolean;
}

const isHeld = (audio: PageAudio, held: HeldAudio | undefined) => held !== undefined && held.ref === audio.ref && held.play === audio.play && held.speed === audio.speed;

/**
 * The bytes of a page's audio: the File kept for an object URL, else the
 * stored file at its signed address (same origin). An object or data URL is
 * never fetched: the page's policy (connect-src 'self') refuses both.
 */
async function fetchBlob(url: string): Promise<Blob | undefined> {
  const kept = keptAudioOf(url);
  if (kept !== undefined) return kept;
  if (isInPageAddress(url)) return undefined;
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A signed address lasts about an hour; one that no longer answers is asked
 * for again (GET /dtma/audio/sync, at most once a save) by the page number
 * the drive held it at.
 */
function freshAddresses(api: PageAudioDriveApi, known: ServerAudio): (ref: string) => Promise<string | undefined> {
  let answer: Promise<ReadonlyMap<number, string>> | undefined;
  return async (ref) => {
    const { dtmNo } = known;
    const pageNo = [...known.pages].find(([, held]) => held.ref === ref)?.[0];
    if (dtmNo === null || pageNo === undefined || isInPageAddress(ref)) return undefined;
    answer ??= api
      .pageAudio(dtmNo)
      .then((result) => new Map(result.ok ? result.data.items.flatMap((page) => (page.audioUrl ? [[page.pageNo, page.audioUrl] as const] : [])) : []));
    return (await answer).get(pageNo);
  };
}

/** The file sent as FILE: named .mp3 or .m4a (the audio's own name when it is one), by the bytes' type when they tell. */
function audioFile(blob: Blob, audio: PageAudio, pageNo: number): File {
  const type = blob.type.startsWith('audio/') ? blob.type : audio.contentType;
  const name = /\.(mp3|m4a)$/i.test(audio.name) ? audio.name : `page-${pageNo}.${/mp4|m4a|aac/i.test(type) ? 'm4a' : 'mp3'}`;
  return new File([blob], name, { type });
}

/**
 * Before a save: what must change for the drive to hold the document's audio,
 * page number by page number, with the bytes to send already read (one after
 * another). `audios` is each page's audio in the document's order. `known`
 * is what the editor knows the drive holds; it counts only when `dtmNo` (the
 * file saved to, null for a new one) is its file.
 */
export async function prepareAudioSync(api: PageAudioDriveApi, audios: readonly (PageAudio | undefined)[], known: ServerAudio, dtmNo: string | null): Promise<AudioSyncPlan> {
  const held = dtmNo !== null && known.dtmNo === dtmNo ? known : NO_SERVER_AUDIO;
  const refresh = freshAddresses(api, known);
  const steps: AudioStep[] = [];
  for (const [index, audio] of audios.entries()) {
    const pageNo = index + 1;
    if (audio === undefined) {
      if (held.pages.has(pageNo)) steps.push({ kind: 'remove', pageNo });
      continue;
    }
    if (isHeld(audio, held.pages.get(pageNo))) continue;
    let blob = await fetchBlob(audio.ref);
    if (blob === undefined) {
      const fresh = await refresh(audio.ref);
      if (fresh !== undefined) blob = await fetchBlob(fresh);
    }
    if (blob === undefined) console.error(`Page ${pageNo}'s audio could not be read`);
    steps.push({ kind: 'send', pageNo, audio, file: blob && audioFile(blob, audio, pageNo) });
  }
  return { held, pageCount: audios.length, steps };
}

/**
 * After a save to `dtmNo`: the plan's requests, one after another. What the
 * drive holds changes only by what worked; a failed page is reported and
 * left for the next save; a session that ends stops the rest.
 */
export async function applyAudioSync(api: PageAudioDriveApi, dtmNo: string, plan: AudioSyncPlan): Promise<AudioSyncOutcome> {
  // The save kept each page number's audio up to the new count.
  const pages = new Map([...plan.held.pages].filter(([pageNo]) => pageNo <= plan.pageCount));
  const addresses = new Map<number, string>();
  const failed: number[] = [];
  let stopped = false;
  for (const step of plan.steps) {
    let result: ApiResult<AudioPage>;
    if (step.kind === 'remove') result = await api.removePageAudio(dtmNo, step.pageNo);
    else if (step.file === undefined) {
      failed.push(step.pageNo);
      continue;
    } else {
      const settings = { playMode: step.audio.play === 'automatic' ? 'auto' : 'manual', playbackRate: step.audio.speed } as const;
      result = await api.setPageAudio(dtmNo, step.pageNo, settings, step.file);
    }
    if (!result.ok) {
      if (result.sessionProblem !== undefined) {
        stopped = true;
        break;
      }
      failed.push(step.pageNo);
      continue;
    }
    if (step.kind === 'remove') {
      pages.delete(step.pageNo);
      continue;
    }
    pages.set(step.pageNo, heldOf(step.audio));
    const address = result.data.audioUrl;
    if (!isInPageAddress(step.audio.ref) && address) addresses.set(step.pageNo, address);
  }
  return { held: { dtmNo, pages }, addresses, failed, stopped };
}

/**
 * The pages' audio (in order) and what the drive holds, with the new
 * addresses of audio that was sent from a stored address: the old stored
 * file may be gone (replaced, or dropped with a page), so the page plays the
 * new one.
 */
export function adoptAddresses(audios: readonly (PageAudio | undefined)[], outcome: AudioSyncOutcome): { readonly audios: readonly (PageAudio | undefined)[]; readonly held: ServerAudio } {
  if (outcome.addresses.size === 0) return { audios, held: outcome.held };
  const pages = new Map(outcome.held.pages);
  for (const [pageNo, ref] of outcome.addresses) {
    const held = pages.get(pageNo);
    if (held) pages.set(pageNo, { ...held, ref });
  }
  return {
    audios: audios.map((audio, index) => {
      const ref = outcome.addresses.get(index + 1);
      return ref && audio ? { ...audio, ref } : audio;
    }),
    held: { dtmNo: outcome.held.dtmNo, pages },
  };
}
