import type { WireFileDetail } from '../../../../../shared/api/driveAppTypes.ts';

/**
 * GET /dtms/images/{id} as the server sends it: a file, its pages'
 * alternative text, its document (an object, as stored). Written out here:
 * the Cloud's test helpers belong to its catalogue part.
 */
export function wireDetail(no: string, name: string, dtmsJson: unknown, altTexts: readonly string[] = [], change: Partial<WireFileDetail> = {}): WireFileDetail {
  return {
    FILE_KEY: `uuid-${no}`,
    FILE_TYPE: 'FILE',
    FILE_NAME: name,
    FILE_EXTENSION: 'dtms',
    DTM_NO: no,
    DTM_GROUP_NO: null,
    DEVICE_KIND: '300',
    SIZE: 2048,
    PAGE_COUNT: altTexts.length,
    VIEWS: 0,
    IS_PUBLIC: false,
    CATEGORY: null,
    PUBLIC_GROUP_NO: null,
    DESCRIPTION: null,
    CREATOR: 'Uma',
    CREATED_AT: '2025-03-01T10:00:00Z',
    UPDATED_AT: '2025-03-02T10:00:00Z',
    PUBLISHED_AT: null,
    TRASHED_AT: null,
    PREVIEW: null,
    DTM_IMG: null,
    IS_MINE: true,
    PAGES: altTexts.map((altText, index) => ({ PAGE_NO: index + 1, ALT_TEXT: altText, AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 })),
    DTMS_JSON: dtmsJson,
    ...change,
  };
}
