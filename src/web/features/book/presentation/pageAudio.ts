// A Book document's page audio as the drive keeps it (GET /dtma/audio/sync,
// the call the Canvas makes): each page number with a fresh signed address,
// whether its author set it to play by itself, and its speed. The API client
// camelCases the answer's keys (PAGE_NO → pageNo).

import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';
import type { FilePage } from '../../cloud/index.ts';

export interface PresentationAudio {
  /** A signed address on this site, playable by the page's one audio element. */
  readonly url: string;
  /** The author's play mode: 'auto' plays on turn whatever the listener's setting. */
  readonly automatic: boolean;
  /** The page's own speed (the listener's rate multiplies it). */
  readonly speed: number;
}

/** Page audio by page number (from 1); pages without audio are absent. */
export type PageAudioMap = ReadonlyMap<number, PresentationAudio>;

export const NO_PAGE_AUDIO: PageAudioMap = new Map();

/** What the drive holds for the document; a failed call leaves the presentation silent rather than stopping it. */
export async function loadPageAudio(client: ApiClient, dtmNo: string): Promise<PageAudioMap> {
  const result = await client.get<{ readonly items?: readonly FilePage[] }>(DRIVE_PATHS.audioSync, { auth: true, query: { dtmNo } });
  if (!result.ok) return NO_PAGE_AUDIO;
  const pages = new Map<number, PresentationAudio>();
  for (const page of result.data.items ?? []) {
    if (!page.audioUrl) continue;
    const speed = Number.isFinite(page.playbackRate) && page.playbackRate > 0 ? page.playbackRate : 1;
    pages.set(page.pageNo, { url: page.audioUrl, automatic: page.audioPlayMode === 'auto', speed });
  }
  return pages;
}

/**
 * Whether a page's audio starts by itself when its page opens: the same rule
 * as the Canvas's pages (spec §3 autoAudYn, §4): always with the listener's
 * automatic playback on, else only audio its author set to play automatically.
 */
export function playsOnTurn(audio: PresentationAudio | undefined, listenerAutoPlay: boolean): boolean {
  return audio !== undefined && (listenerAutoPlay || audio.automatic);
}
