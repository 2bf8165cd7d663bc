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
import type { CamelKeys } from '../../../api/camelKeys.ts';

// The drive's wire shapes as the web client sees them (api/camelKeys.ts).

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
