import type { ItemStatus } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiResult } from '../../../api/apiTypes.ts';
import type { ItemRef, PublishPlace } from './types.ts';

/**
 * What the drive commands ask of the server (a port: the real one is
 * api/driveApi.ts, tests give a fake). Every call answers with the API
 * client's result, never an exception.
 */
export interface DriveCommandApi {
  rename(item: ItemRef, name: string): Promise<ApiResult<unknown>>;
  move(item: ItemRef, folderNo: string): Promise<ApiResult<unknown>>;
  /** The copy made (its name gets ' (n)'). */
  copy(item: ItemRef, folderNo: string): Promise<ApiResult<ItemRef>>;
  createFolder(name: string, parentNo: string): Promise<ApiResult<ItemRef>>;
  setStatus(item: ItemRef, status: ItemStatus): Promise<ApiResult<unknown>>;
  publish(fileNo: string, place: PublishPlace): Promise<ApiResult<unknown>>;
  unpublish(fileNo: string): Promise<ApiResult<unknown>>;
}
