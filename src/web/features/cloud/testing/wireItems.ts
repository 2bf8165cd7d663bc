import type { WireFile, WireFolder } from '../../../../shared/api/driveAppTypes.ts';
import type { WireConversionState } from '../../../../shared/api/conversion.ts';

/** Wire shapes for tests, as the server sends them. */
export function wireFolder(no: string, name: string, change: Partial<WireFolder> = {}): WireFolder {
  return {
    FILE_KEY: `folder-${no}`,
    FILE_TYPE: 'FOLDER',
    FILE_NAME: name,
    DTM_GROUP_NO: no,
    DTM_GROUP_NAME: name,
    DTM_GROUP_LEVEL: 2,
    PARENT_GROUP_NO: null,
    DRIVER_KIND: 'P',
    IS_PUBLIC: false,
    CREATOR: 'Uma',
    CREATED_AT: '2025-03-01T10:00:00Z',
    UPDATED_AT: '2025-03-02T10:00:00Z',
    TRASHED_AT: null,
    IS_MINE: true,
    ...change,
  };
}

export function wireFile(no: string, name: string, change: Partial<WireFile> = {}): WireFile {
  return {
    FILE_KEY: `uuid-${no}`,
    FILE_TYPE: 'FILE',
    FILE_NAME: name,
    FILE_EXTENSION: 'dtms',
    DTM_NO: no,
    DTM_GROUP_NO: null,
    DEVICE_KIND: '300',
    SIZE: 2048,
    PAGE_COUNT: 1,
    VIEWS: 3,
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
    ...change,
  };
}

export function listing(items: readonly (WireFile | WireFolder)[], total = items.length) {
  return { items, TOTAL_COUNT: total, PAGE_NO: 1, PAGE_SIZE: 18 };
}

/** A Book document made by a conversion, as listed: CONVERSION_STATUS 'ONGOING', 'FAILED' or null (done). */
export function wireDocument(no: string, name: string, status: 'ONGOING' | 'FAILED' | null, change: Partial<WireFile> = {}): WireFile & { CONVERSION_STATUS: 'ONGOING' | 'FAILED' | null } {
  return { ...wireFile(no, name, { FILE_EXTENSION: 'html', DEVICE_KIND: '300', ...change }), CONVERSION_STATUS: status };
}

/** GET /doc/convert-status's answer. */
export function wireConversionState(dtmNo: string, change: Partial<WireConversionState> = {}): WireConversionState {
  return {
    DTM_NO: dtmNo,
    STATUS: 'ONGOING',
    QUALITY: 'ORDINARY',
    ERROR_CODE: null,
    ERROR: null,
    NOTES: [],
    ENGINE: null,
    SOURCE_PAGES: null,
    ATTEMPTS: 1,
    A11Y_FINDINGS: null,
    ...change,
  };
}
