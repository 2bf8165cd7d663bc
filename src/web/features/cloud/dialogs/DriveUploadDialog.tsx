import { showToast } from '../../../ui/toasts.ts';
import { useRefreshDrive } from '../state/queries.ts';
import { useConversionUploader } from '../state/useConversionUploader.ts';
import { useUploader } from '../state/useUploader.ts';
import { UploadDialog } from './UploadDialog.tsx';

interface Props {
  readonly folderNo: string;
  readonly folderName: string;
  readonly onClose: () => void;
}

/**
 * The upload dialog with the drive's uploads (tactile files, and PDF or
 * DOCX to convert): after it stored anything the drive's lists are read
 * again and the result is told once, as a toast. My files and Easy cloud.
 */
export function DriveUploadDialog({ folderNo, folderName, onClose }: Props) {
  const refresh = useRefreshDrive();
  const upload = useUploader();
  const uploadDocument = useConversionUploader();
  return (
    <UploadDialog
      folderName={folderName}
      folderNo={folderNo}
      upload={upload}
      uploadDocument={uploadDocument}
      onUploaded={(resultText, problem) => {
        void refresh();
        // One announcement for the whole upload (the toast is spoken): what was stored, what started converting, and each refused file with its reason.
        showToast(resultText, problem ? 'error' : 'success');
      }}
      onClose={onClose}
    />
  );
}
