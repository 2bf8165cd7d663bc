import type {
  DriveListing,
  WireFile,
  WireFileDetail,
  WireFolder,
  WirePage,
  WirePathStep,
  WireRemaining,
  WireUploadResult,
} from '../../../../shared/api/driveAppTypes.ts';
import type { WireConversionNote, WireConversionStarted, WireConversionState, WireConvertQuota } from '../../../../shared/api/conversion.ts';

// The drive's wire shapes as the web client sees them: the API client turns
// every UPPER_SNAKE key into camelCase (shared/api/keyCase.ts), and these
// types do the same to the contract's, so the two cannot drift apart.

type CapitalWords<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Capitalize<Lowercase<Head>>}${CapitalWords<Tail>}` : Capitalize<Lowercase<S>>;

/** `DTM_GROUP_NO` → `dtmGroupNo`; `items` stays. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${CapitalWords<Tail>}`
  : S extends Uppercase<S>
    ? Lowercase<S>
    : S;

export type CamelKeys<T> = T extends readonly (infer E)[]
  ? readonly CamelKeys<E>[]
  : T extends object
    ? { readonly [K in keyof T as K extends string ? CamelCase<K> : K]: CamelKeys<T[K]> }
    : T;

export type DriveFolder = CamelKeys<WireFolder>;
/**
 * A listed file. `conversionStatus` (issue 21): 'ONGOING' while a PDF or
 * DOCX is being converted, 'FAILED' when it could not be, null (or absent,
 * from a server before conversions) for every other file.
 */
export type DriveFile = CamelKeys<WireFile> & { readonly conversionStatus?: 'ONGOING' | 'FAILED' | null };
export type DriveItem = DriveFolder | DriveFile;
export type DriveListingData = CamelKeys<DriveListing>;
export type PathStep = CamelKeys<WirePathStep>;
export type FilePage = CamelKeys<WirePage>;
export type FileDetail = CamelKeys<WireFileDetail>;
export type Remaining = CamelKeys<WireRemaining>;
export type UploadOutcome = CamelKeys<WireUploadResult>;
export type ConversionStarted = CamelKeys<WireConversionStarted>;
export type ConversionState = CamelKeys<WireConversionState>;
export type ConversionNote = CamelKeys<WireConversionNote>;
export type ConvertQuota = CamelKeys<WireConvertQuota>;

export function isFolder(item: DriveItem): item is DriveFolder {
  return item.fileType === 'FOLDER';
}
