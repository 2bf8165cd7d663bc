import type {
  DriveListing,
  WireDriveItem,
  WireFile,
  WireFileDetail,
  WireFolder,
  WirePage,
  WirePathStep,
  WireRemaining,
  WireUploadResult,
} from '../../../../shared/api/driveAppTypes.ts';

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
export type DriveFile = CamelKeys<WireFile>;
export type DriveItem = CamelKeys<WireDriveItem>;
export type DriveListingData = CamelKeys<DriveListing>;
export type PathStep = CamelKeys<WirePathStep>;
export type FilePage = CamelKeys<WirePage>;
export type FileDetail = CamelKeys<WireFileDetail>;
export type Remaining = CamelKeys<WireRemaining>;
export type UploadOutcome = CamelKeys<WireUploadResult>;

export function isFolder(item: DriveItem): item is DriveFolder {
  return item.fileType === 'FOLDER';
}
