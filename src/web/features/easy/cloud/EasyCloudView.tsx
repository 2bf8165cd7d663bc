import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { itemRef } from '../../cloud/index.ts';
import { isFolder, type DriveFile } from '../../cloud/index.ts';
import { pageCountOf } from '../../cloud/index.ts';
import { cloudCommandMessages } from '../../cloud/shell.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../cloud/index.ts';
import { listMessages } from '../../cloud/index.ts';
import { Pagination } from '../../cloud/index.ts';
import { focusAfterRemoval } from '../../cloud/index.ts';
import { driveToastMessages } from '../../cloud/index.ts';
import { useFileList, useRefreshDrive } from '../../cloud/index.ts';
import { useDriveApi } from '../../cloud/index.ts';
import { useDriveFeedback } from '../../cloud/index.ts';
import { DriveUploadDialog, useFailureReasons } from '../../cloud/index.ts';
import { Button } from 'react-aria-components';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import { shellMessages } from '../../../layouts/messages.ts';
import { EasyFileItem } from './EasyFileItem.tsx';
import { easyCloudMessages as m } from './messages.ts';
import { useEasyDownload } from './useEasyDownload.ts';
import '../../../styles/cloud.css';

/** Easy cloud: the user's files, newest first, each with Open, Download and Delete. */
export default function EasyCloudView() {
  const intl = useIntl();
  const api = useDriveApi();
  const refresh = useRefreshDrive();
  const feedback = useDriveFeedback();
  const download = useEasyDownload();
  const [page, setPage] = useState(1);
  const listing = useFileList({ scope: 'MINE', pageNo: page, sort: 'LATEST' }, { pollWhileConverting: true });
  const files = (listing.data?.items ?? []).filter((item): item is DriveFile => !isFolder(item));
  const total = listing.data?.totalCount ?? 0;
  const [deleting, setDeleting] = useState<DriveFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const failureReasons = useFailureReasons(files);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef<{ key: string | undefined } | null>(null);

  // After a delete, focus goes to the next file's first button (or the heading).
  useEffect(() => {
    const pending = focusNext.current;
    if (pending === null || listing.isFetching) return;
    focusNext.current = null;
    const item = pending.key ? listRef.current?.querySelector<HTMLElement>(`[data-file-key="${CSS.escape(pending.key)}"] a, [data-file-key="${CSS.escape(pending.key)}"] button`) : null;
    (item ?? headingRef.current)?.focus();
  }, [listing.isFetching, listing.dataUpdatedAt]);

  const trash = async (file: DriveFile) => {
    const next = focusAfterRemoval(files, new Set([file.fileKey]));
    const result = await api.setStatus(itemRef(file), 'TRASHED');
    focusNext.current = { key: next };
    await refresh();
    if (result.ok) feedback.success(driveToastMessages.movedToTrash);
    else feedback.failure(result);
  };

  return (
    <section className="easy-cloud" aria-labelledby="easy-files-heading">
      <h2 id="easy-files-heading" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(m.myFiles)}
      </h2>
      {/* Into the top of My files, where Easy's list (newest first) shows the new files at once; PDF and DOCX are converted (issue 21). */}
      <Button className="button button--large" onPress={() => setUploading(true)}>
        {intl.formatMessage(cloudCommandMessages.upload)}
      </Button>
      {listing.isError ? (
        <LoadFailed onRetry={() => void listing.refetch()} />
      ) : listing.isPending ? (
        <p role="status">{intl.formatMessage(listMessages.loading)}</p>
      ) : files.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(listMessages.noFiles)}</p>
      ) : (
        <ul ref={listRef} className="easy-files">
          {files.map((file) => (
            <EasyFileItem key={file.fileKey} file={file} failureCode={failureReasons.get(file.dtmNo)} onDownload={download} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <Pagination
        className="pagination pagination--large"
        page={page}
        pageCount={pageCountOf(total)}
        onChange={(next) => {
          setPage(next);
          headingRef.current?.focus();
        }}
      />
      {uploading && <DriveUploadDialog folderNo={ROOT_GROUP_NO} folderName={intl.formatMessage(shellMessages.myFiles)} onClose={() => setUploading(false)} />}
      {deleting && (
        <ConfirmDialog
          destructive
          title={intl.formatMessage(m.deleteQuestion, { name: deleting.fileName })}
          body={intl.formatMessage(m.deleteHelp)}
          confirmLabel={intl.formatMessage(cloudCommandMessages.trash)}
          onAnswer={(yes) => {
            setDeleting(null);
            if (yes) void trash(deleting);
          }}
        />
      )}
    </section>
  );
}
