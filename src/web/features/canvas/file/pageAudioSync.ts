import type { CanvasDocument } from '../../../../core/canvas/index.ts';
import {
  adoptAddresses as adoptPageAddresses,
  pageAudioOf,
  prepareAudioSync as preparePagesAudioSync,
  serverAudioOf as serverPagesAudioOf,
  type AudioPage,
  type AudioSyncOutcome,
  type AudioSyncPlan,
  type ServerAudio,
} from '../../../api/pageAudio/pageAudioSync.ts';
import type { CanvasDriveApi } from './canvasDriveApi.ts';

// Page audio in the Cloud (docs/canvas.md, "Page audio"): the shared sync
// (api/pageAudio, which Book uses too) over a Canvas document's pages.

export { applyAudioSync, NO_SERVER_AUDIO, pageAudioOf } from '../../../api/pageAudio/pageAudioSync.ts';
export type { AudioStep, AudioSyncOutcome, AudioSyncPlan, HeldAudio, ServerAudio } from '../../../api/pageAudio/pageAudioSync.ts';

const audiosOf = (document: CanvasDocument) => document.pages.map((page) => page.audio);

/** The document with each page's audio from the drive's PAGES, matched by PAGE_NO. */
export function withPageAudio(document: CanvasDocument, pages: readonly AudioPage[]): CanvasDocument {
  const byNumber = new Map(pages.map((page) => [page.pageNo, page]));
  return {
    ...document,
    pages: document.pages.map((page, index) => {
      const wire = byNumber.get(index + 1);
      const audio = wire && pageAudioOf(wire);
      return audio ? { ...page, audio } : page;
    }),
  };
}

/** What the drive holds for a document all of whose audio is stored (one just opened): each page's audio by its number. */
export const serverAudioOf = (dtmNo: string, document: CanvasDocument): ServerAudio => serverPagesAudioOf(dtmNo, audiosOf(document));

/** Before a save: what must change for the drive to hold the document's audio (see the shared prepareAudioSync). */
export const prepareAudioSync = (api: CanvasDriveApi, document: CanvasDocument, known: ServerAudio, dtmNo: string | null): Promise<AudioSyncPlan> =>
  preparePagesAudioSync(api, audiosOf(document), known, dtmNo);

/** The saved document and what the drive holds, with the new addresses of audio sent from a stored address. */
export function adoptAddresses(document: CanvasDocument, outcome: AudioSyncOutcome): { readonly document: CanvasDocument; readonly held: ServerAudio } {
  const { audios, held } = adoptPageAddresses(audiosOf(document), outcome);
  if (outcome.addresses.size === 0) return { document, held };
  return { document: { ...document, pages: document.pages.map((page, index) => { const audio = audios[index]; return audio ? { ...page, audio } : page; }) }, held };
}
