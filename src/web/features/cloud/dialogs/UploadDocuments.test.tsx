import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '../../../api/uploadWithProgress.ts';
import { announce } from '../../../ui/announcer.ts';
import type { ConversionStarted, UploadOutcome } from '../api/types.ts';
import type { DocumentUploader } from '../state/useConversionUploader.ts';
import type { Uploader } from '../state/useUploader.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { UploadDialog } from './UploadDialog.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const QUOTA = '/drive-app/v1/doc/convert-quota';

function setup(upload: Uploader, uploadDocument: DocumentUploader, quota = { TOTAL: 5, USED: 2, REMAINING: 3 }) {
  const fake = fakeDriveClient();
  fake.ok('GET', QUOTA, quota);
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  renderDrive(<UploadDialog folderName="Maps" folderNo="10" upload={upload} uploadDocument={uploadDocument} onUploaded={onUploaded} onClose={onClose} />, fake);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { input, onUploaded, onClose };
}

const file = (name: string, bytes: number, type = 'application/pdf') => new File(['x'.repeat(bytes)], name, { type });
const started = (no: string): UploadResult<ConversionStarted> => ({
  ok: true,
  status: 201,
  data: { dtmNo: no, dtmName: `Doc ${no}`, dtmGroupNo: '10', status: 'ONGOING', quality: 'ORDINARY' },
});
const refused = (status: number, code: string): UploadResult<ConversionStarted> => ({ ok: false, status, errors: [{ code, msg: 'English' }] });

describe('the upload dialog with documents to convert (issue 21)', () => {
  it('asks for the quality only once a PDF or DOCX is chosen, with this month\'s allowance', async () => {
    const user = userEvent.setup();
    const { input } = setup(vi.fn<Uploader>(), vi.fn<DocumentUploader>());
    expect(input.accept).toContain('.pdf,.docx');
    expect(screen.getByText('PDF and DOCX documents are converted to HTML documents after they are uploaded. You will get a notice when a conversion is done.')).toBeInTheDocument();
    await user.upload(input, file('map.dtms', 2, 'application/json'));
    expect(screen.queryByRole('radiogroup', { name: 'Conversion quality' })).toBeNull();
    await user.upload(input, file('Unit 1.PDF', 3));
    const group = screen.getByRole('radiogroup', { name: 'Conversion quality' });
    expect(within(group).getByRole('radio', { name: 'Ordinary' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Ordinary' })).toHaveAccessibleDescription('Reads the text the document contains.');
    const high = within(group).getByRole('radio', { name: 'High quality' });
    await waitFor(() =>
      expect(high).toHaveAccessibleDescription('Also reads the text of scanned pages and cuts out their pictures. Limited each month. 3 of 5 left this month.'),
    );
    expect(high).toBeEnabled();
  });

  it('disables high quality, saying why, when the month is used up', async () => {
    const user = userEvent.setup();
    const { input } = setup(vi.fn<Uploader>(), vi.fn<DocumentUploader>(), { TOTAL: 5, USED: 5, REMAINING: 0 });
    await user.upload(input, file('scan.pdf', 3));
    const high = screen.getByRole('radio', { name: 'High quality' });
    await waitFor(() => expect(high).toBeDisabled());
    expect(high).toHaveAccessibleDescription(expect.stringContaining("0 of 5 left this month. This month's high-quality conversions are used up."));
    expect(screen.getByRole('radio', { name: 'Ordinary' })).toBeChecked();
  });

  it('sends tactile files the usual way and each document to the conversion, with one percentage over all their bytes', async () => {
    const user = userEvent.setup();
    let reportTactile: (percent: number) => void = () => undefined;
    let finishTactile: (result: UploadResult<UploadOutcome>) => void = () => undefined;
    const upload = vi.fn<Uploader>((_files, _folder, onProgress) => {
      reportTactile = onProgress;
      return new Promise((resolve) => (finishTactile = resolve));
    });
    let reportDocument: (percent: number) => void = () => undefined;
    let finishDocument: (result: UploadResult<ConversionStarted>) => void = () => undefined;
    const uploadDocument = vi.fn<DocumentUploader>((_upload, onProgress) => {
      reportDocument = onProgress;
      return new Promise((resolve) => (finishDocument = resolve));
    });
    const { input, onUploaded, onClose } = setup(upload, uploadDocument);
    await user.upload(input, [file('map.dtms', 100, 'application/json'), file('Unit 1.pdf', 300)]);
    await user.click(screen.getByRole('radio', { name: 'High quality' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(upload).toHaveBeenCalledWith([expect.objectContaining({ name: 'map.dtms' })], '10', expect.any(Function), expect.any(AbortSignal));
    reportTactile(100);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    finishTactile({ ok: true, status: 201, data: { items: [{} as UploadOutcome['items'][number]], skipped: [], refused: [] } });
    await waitFor(() => expect(uploadDocument).toHaveBeenCalled());
    expect(uploadDocument.mock.calls[0]?.[0]).toEqual({ file: expect.objectContaining({ name: 'Unit 1.pdf' }), folderNo: '10', quality: 'HIGH' });
    reportDocument(50);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '62'));
    reportDocument(100);
    finishDocument(started('31'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalledWith('1 file uploaded. The HTML conversion of 1 document has started. You will get a notice when it is done.', false);
    // Spoken at each quarter passed, once (62% passes 50).
    expect(vi.mocked(announce).mock.calls.map(([text]) => text)).toEqual(['25% uploaded.', '50% uploaded.', '100% uploaded.']);
  });

  it('names each refused document with its reason and still starts the others', async () => {
    const user = userEvent.setup();
    const answers = [refused(415, 'UNSUPPORTED_TYPE'), refused(409, 'HIGH_QUALITY_LIMIT'), started('33')];
    const uploadDocument = vi.fn<DocumentUploader>(async () => answers.shift() ?? started('0'));
    const { input, onUploaded, onClose } = setup(vi.fn<Uploader>(), uploadDocument);
    await user.upload(input, [file('a.pdf', 1), file('b.docx', 1), file('c.pdf', 1)]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const a = 'a.pdf: This file cannot be uploaded. Check the supported formats: PDF, DOCX';
    const b = "b.docx: This month's high-quality conversions are used up. Convert at ordinary quality, or try again next month.";
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(`The HTML conversion of 1 document has started. You will get a notice when it is done. 2 refused: ${a} ${b}`, true),
    );
    expect(uploadDocument).toHaveBeenCalledTimes(3);
    const list = screen.getByRole('list', { name: 'Files not uploaded' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([a, b]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says in an alert when no document could be sent (413: the spec\'s size message)', async () => {
    const user = userEvent.setup();
    const { input, onUploaded } = setup(vi.fn<Uploader>(), vi.fn<DocumentUploader>(async () => refused(413, 'FILE_TOO_LARGE')));
    await user.upload(input, file('book.pdf', 1));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No file was uploaded. 1 refused: book.pdf: File size must be under 500MB.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
