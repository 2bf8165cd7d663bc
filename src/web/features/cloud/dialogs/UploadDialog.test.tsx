import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../../shared/api/driveAppPaths.ts';
import { renderInEnglish } from '../../../testing/renderWithApp.tsx';
import { announce } from '../../../ui/announcer.ts';
import type { UploadResult } from '../../../api/uploadWithProgress.ts';
import type { UploadOutcome } from '../api/types.ts';
import type { DocumentUploader } from '../state/useConversionUploader.ts';
import type { Uploader } from '../state/useUploader.ts';
import { UploadDialog } from './UploadDialog.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());

function setup(upload: Uploader, uploadDocument: DocumentUploader = vi.fn<DocumentUploader>()) {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  renderInEnglish(<UploadDialog folderName="Maps" folderNo="10" upload={upload} uploadDocument={uploadDocument} onUploaded={onUploaded} onClose={onClose} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { input, onUploaded, onClose };
}

const dtms = (name = 'map.dtms') => new File(['{}'], name, { type: 'application/json' });
const done = (outcome: Partial<UploadOutcome> = {}): UploadResult<UploadOutcome> => ({ ok: true, status: 201, data: { items: [], skipped: [], refused: [], ...outcome } });

describe('the upload dialog', () => {
  it('lists the accepted formats and the folder, and accepts only them', () => {
    const { input } = setup(vi.fn());
    expect(screen.getByRole('dialog', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getByText('Upload to: Maps')).toBeInTheDocument();
    expect(screen.getByText('Accepted formats: DTMS, DTMX, DTMA, DTM, ZIP, BRF, BRL, PDF, DOCX. Each file must be under 500MB.')).toBeInTheDocument();
    expect(input.accept).toBe('.dtms,.dtmx,.dtma,.dtm,.zip,.brf,.brl,.pdf,.docx');
    // No document chosen: no quality to choose.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(input.multiple).toBe(true);
  });

  it('shows the progress as a percentage, says each quarter once, and closes when done', async () => {
    const user = userEvent.setup();
    let report: (percent: number) => void = () => undefined;
    let finish: (result: UploadResult<UploadOutcome>) => void = () => undefined;
    const upload = vi.fn<Uploader>((_files, _folder, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { input, onUploaded, onClose } = setup(upload);
    await user.upload(input, dtms());
    expect(screen.getByText('map.dtms (2 bytes)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(upload).toHaveBeenCalledWith([expect.any(File)], '10', expect.any(Function), expect.any(AbortSignal));
    report(10);
    report(30);
    report(60);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '60'));
    expect(screen.getByRole('button', { name: 'Stop upload' })).toHaveFocus();
    report(100);
    finish(done());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalled();
    expect(vi.mocked(announce).mock.calls.map(([text]) => text)).toEqual(['25% uploaded.', '50% uploaded.', '100% uploaded.']);
  });

  it('refuses a file of 500 MB or more before sending anything', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<Uploader>();
    const { input } = setup(upload);
    const big = dtms('huge.dtms');
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.dtms: File size must be under 500MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses more files than one upload takes', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<Uploader>();
    const { input } = setup(upload);
    await user.upload(input, Array.from({ length: 21 }, (_, index) => dtms(`page-${index}.dtms`)));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload up to 20 files at a time.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('names a refused file with its reason, in the user\'s language, when nothing was stored', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<Uploader>(async () => ({ ok: false, status: 415, errors: [{ code: 'UNSUPPORTED_TYPE', msg: 'Only tactile files' }] }));
    const { input, onClose, onUploaded } = setup(upload);
    await user.upload(input, dtms('photo.dtms'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No file was uploaded. 1 refused: photo.dtms — this kind of file cannot be uploaded.');
    expect(screen.queryByText(/Only tactile files/)).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still shows a refusal of the whole upload (the quota) translated, and lets the files be sent again', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<Uploader>(async () => ({ ok: false, status: 413, errors: [{ code: 'QUOTA_EXCEEDED', msg: 'full' }] }));
    const { input } = setup(upload);
    await user.upload(input, [dtms('a.dtms'), dtms('b.dtms')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Cloud is full. Delete files or empty the trash.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('takes the good files of a mixed batch and says once what was stored and each file refused, with its reason (issue 17 item 6)', async () => {
    const user = userEvent.setup();
    const stored = (no: string) => ({ fileKey: no, dtmNo: no }) as unknown as UploadOutcome['items'][number];
    const upload = vi.fn<Uploader>(async () =>
      done({
        items: [stored('1'), stored('2'), stored('3')],
        refused: [{ name: 'x.exe', code: 'UNSUPPORTED_TYPE', msg: 'English' }],
      }),
    );
    const { input, onUploaded, onClose } = setup(upload);
    await user.upload(input, [dtms('a.dtms'), dtms('b.dtms'), dtms('c.dtms'), dtms('x.exe')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const result = '3 files uploaded. 1 refused: x.exe — this kind of file cannot be uploaded.';
    // The screen announces it once (its toast); the dialog stays to show the refused file, and speaks nothing itself.
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(result, true));
    expect(screen.getByText(result)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Files not uploaded' })).getByText('x.exe — this kind of file cannot be uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vi.mocked(announce)).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists the entries of a ZIP that were left out, and stays open to show them', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<Uploader>(async () => done({ skipped: [{ name: 'notes.txt', reason: 'UNSUPPORTED_TYPE' }, { name: '../evil.dtms', reason: 'UNSAFE_PATH' }] }));
    const { input, onClose } = setup(upload);
    await user.upload(input, dtms('set.zip'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('notes.txt: not a tactile file, so it was left out.')).toBeInTheDocument();
    expect(screen.getByText('../evil.dtms: its path is not safe, so it was skipped.')).toBeInTheDocument();
    // The dialog's own close button, and the one under the list, which has focus.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
  });
});
