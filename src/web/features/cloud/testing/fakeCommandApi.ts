import type { ApiFailure, ApiResult } from '../../../api/apiTypes.ts';
import type { DriveCommandApi } from '../model/driveCommandApi.ts';
import type { ItemRef } from '../model/types.ts';

/** A drive command API that records every call, answers ok, and fails the calls a test names. */
export function fakeCommandApi() {
  const calls: string[] = [];
  const failing = new Set<string>();
  let made = 0;
  const failure = (call: string): ApiFailure => ({ ok: false, status: 409, errors: [{ code: 'NAME_TAKEN', msg: call }] });
  const answer = <T>(call: string, data: T): Promise<ApiResult<T>> => {
    calls.push(call);
    return Promise.resolve(failing.has(call) ? failure(call) : { ok: true, status: 200, data });
  };
  const newItem = (type: ItemRef['type'], name: string, parentNo: string): ItemRef => {
    made += 1;
    return { key: `new-${made}`, type, no: `n${made}`, name, parentNo };
  };
  const api: DriveCommandApi = {
    rename: (item, name) => answer(`rename ${item.no} ${name}`, null),
    move: (item, folderNo) => answer(`move ${item.no} ${folderNo}`, null),
    copy: (item, folderNo) => answer(`copy ${item.no} ${folderNo}`, newItem(item.type, `${item.name} (1)`, folderNo)),
    createFolder: (name, parentNo) => answer(`create ${name} ${parentNo}`, newItem('FOLDER', name, parentNo)),
    setStatus: (item, status) => answer(`status ${item.no} ${status}`, true),
    publish: (fileNo, place) => answer(`publish ${fileNo} ${place.groupNo} ${place.category}`, null),
    unpublish: (fileNo) => answer(`unpublish ${fileNo}`, null),
  };
  return { api, calls, failing };
}

export const fileRef = (no: string, parentNo = 'ROOT', extra: Partial<ItemRef> = {}): ItemRef => ({
  key: `file-${no}`,
  type: 'FILE',
  no,
  name: `File ${no}`,
  parentNo,
  ...extra,
});

export const folderRef = (no: string, parentNo = 'ROOT'): ItemRef => ({ key: `folder-${no}`, type: 'FOLDER', no, name: `Folder ${no}`, parentNo });
