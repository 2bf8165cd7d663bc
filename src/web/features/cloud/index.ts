// The Cloud's code that loads on demand: its commands' code (bound to
// manifest.ts by id), and what the Library and Easy mode use of the drive.

import { cloudCommands } from './commands/cloudCommands.ts';

export const cloudCommandCode = Object.fromEntries(cloudCommands.map((command) => [command.id, command]));

export { setDriveTarget } from './commands/driveTarget.ts';
export type { LibraryTarget } from './commands/driveTarget.ts';
export { downloadFile } from './api/downloadFile.ts';
export { displayName, itemRef } from './api/itemRefs.ts';
export { isFolder } from './api/types.ts';
export type { DriveFile, DriveFolder, DriveItem, DriveListingData, FileDetail, FilePage, PathStep } from './api/types.ts';
export { pageCountOf } from './browser/browserLocation.ts';
export { useFolderFocus } from './browser/useFolderFocus.ts';
export { ActionToolbar } from './common/ActionToolbar.tsx';
export { ItemCards } from './common/ItemCards.tsx';
export { ItemDetailsDialog } from './common/ItemDetailsDialog.tsx';
export { ItemTable } from './common/ItemTable.tsx';
export type { ColumnSpec } from './common/ItemTable.tsx';
export { LoadFailed } from './common/ListStatus.tsx';
export { Pagination } from './common/Pagination.tsx';
export { SortSelect } from './common/SortSelect.tsx';
export { ViewSwitch } from './common/ViewSwitch.tsx';
export { itemTypeLabel } from './common/format.ts';
export { categoryMessages, detailMessages, listMessages } from './common/messages.ts';
export { bookReaderHref, canvasHref, easyOpenHref, easyReaderHref, isBookDocument, openHref } from './common/openHrefs.ts';
export { summarise } from './common/summarise.ts';
export { useDebouncedSearch } from './common/useDebouncedSearch.ts';
export { useViewMode } from './common/useViewMode.ts';
export type { ViewMode } from './common/useViewMode.ts';
export { focusAfterRemoval, selectedOf } from './model/selection.ts';
export { driveToastMessages } from './state/messages.ts';
export { useFileList, useRefreshDrive } from './state/queries.ts';
export { useDriveApi, useSignedInDeps } from './state/useDrive.ts';
export { useDriveFeedback } from './state/useDriveFeedback.ts';
export { DriveUploadDialog } from './dialogs/DriveUploadDialog.tsx';
export { ConversionDemo } from './conversion/ConversionDemo.tsx';
export { isConverting, listedConversionText, useFailureReasons } from './conversion/conversionStatus.ts';
export { conversionMessages } from './conversion/messages.ts';
