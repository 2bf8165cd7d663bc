import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../../api/uploadWithProgress.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { useConversionUploader, type DocumentUploader } from './useConversionUploader.ts';

vi.mock('../../../api/uploadWithProgress.ts', () => ({ uploadWithProgress: vi.fn(async () => ({ ok: true, status: 201, data: {} })) }));

/** Hands the hook's uploader to the test once it is made. */
function Probe({ onReady }: { readonly onReady: (uploader: DocumentUploader) => void }) {
  const uploader = useConversionUploader();
  useEffect(() => {
    onReady(uploader);
  }, [uploader, onReady]);
  return null;
}

describe('the conversion upload', () => {
  it('sends the spec\'s form for POST /doc/html-convert: fields first, the file last', async () => {
    let captured: DocumentUploader | undefined;
    renderDrive(<Probe onReady={(uploader) => (captured = uploader)} />, fakeDriveClient());
    const onProgress = vi.fn();
    const signal = new AbortController().signal;
    await captured?.({ file: new File(['%PDF-'], 'Unit 3.final.DOCX'), folderNo: '10', quality: 'HIGH' }, onProgress, signal);
    const request = vi.mocked(uploadWithProgress).mock.calls[0]?.[1];
    expect(request?.path).toBe('/drive-app/v1/doc/html-convert');
    expect(request?.onProgress).toBe(onProgress);
    expect(request?.signal).toBe(signal);
    const fields = [...(request?.form.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
    // No SITE_NO: this page has not asked which site it is.
    expect(fields).toEqual([
      ['IMAGE_TYPE', 'docx'],
      ['DTM_NAME', 'Unit 3.final'],
      ['DTM_GROUP_NO', '10'],
      ['USER_NO', '7'],
      ['DEVICE_KIND', '300'],
      ['PDF_ENGINE', 'DOT'],
      ['QUALITY', 'HIGH'],
      ['FILE', 'Unit 3.final.DOCX'],
    ]);
  });
});
