import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../../api/uploadWithProgress.ts';
import { announce } from '../../../ui/announcer.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { wireConversionState } from '../testing/wireItems.ts';
import { ConversionDemo } from './ConversionDemo.tsx';
import { DEMO_POLL_MS } from './ConversionJob.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../api/uploadWithProgress.ts', () => ({ uploadWithProgress: vi.fn() }));

const STATUS = '/drive-app/v1/doc/convert-status';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function rowValue(table: HTMLElement, field: string) {
  return within(table).getByRole('rowheader', { name: field }).nextElementSibling?.textContent;
}

describe('the conversion demo page (/test/pdf-convert-demo)', () => {
  it('uploads the chosen document with its quality, then shows the job every 2 seconds until it ends, and where to open it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.mocked(uploadWithProgress).mockImplementation(async (_deps, request) => {
      request.onProgress?.(40);
      request.onProgress?.(100);
      return { ok: true, status: 201, data: { dtmNo: '44', dtmName: 'Scanned', dtmGroupNo: null, status: 'ONGOING', quality: 'HIGH' } };
    });
    const fake = fakeDriveClient();
    fake.ok('GET', '/drive-app/v1/doc/convert-quota', { TOTAL: 5, USED: 0, REMAINING: 5 });
    fake.ok('GET', STATUS, wireConversionState('44', { QUALITY: 'HIGH', ENGINE: 'tesseract', SOURCE_PAGES: 2 }), true);
    fake.ok('GET', STATUS, wireConversionState('44', { QUALITY: 'HIGH', ENGINE: 'tesseract', SOURCE_PAGES: 2 }), true);
    fake.ok(
      'GET',
      STATUS,
      wireConversionState('44', {
        STATUS: 'SUCCESS',
        QUALITY: 'HIGH',
        ENGINE: 'tesseract',
        SOURCE_PAGES: 2,
        NOTES: [{ KIND: 'ocr-page', PAGE: 1, DETAIL: 'eng+kor', CONFIDENCE: 91 }],
        A11Y_FINDINGS: { ERRORS: 2, WARNINGS: 1 },
      }),
    );
    renderDrive(<ConversionDemo />, fake, { path: '/test/pdf-convert-demo' });
    expect(screen.getByRole('heading', { name: 'PDF and DOCX conversion demo' })).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload and convert' });
    expect(upload).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('.pdf,.docx');
    await user.upload(input, new File(['%PDF-1.7'], 'Scanned.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Scanned.pdf (8 bytes)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'High quality' }));
    await user.click(screen.getByRole('button', { name: 'Upload and convert' }));

    const form = vi.mocked(uploadWithProgress).mock.calls[0]?.[1].form;
    expect(form?.get('QUALITY')).toBe('HIGH');
    expect(form?.get('DTM_GROUP_NO')).toBe('ROOT');
    const table = await screen.findByRole('table', { name: 'Conversion status of Scanned (checked every 2 seconds)' });
    expect(rowValue(table, 'STATUS')).toBe('ONGOING');
    expect(rowValue(table, 'ENGINE')).toBe('tesseract');
    expect(rowValue(table, 'ERROR_CODE')).toBe('No value');
    expect(rowValue(table, 'A11Y_FINDINGS')).toBe('No value');
    expect(screen.queryByRole('link', { name: 'Open in reader' })).toBeNull();
    expect(fake.calls('GET', STATUS)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(DEMO_POLL_MS));
    expect(fake.calls('GET', STATUS)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(DEMO_POLL_MS));
    await waitFor(() => expect(rowValue(table, 'STATUS')).toBe('SUCCESS'));
    expect(rowValue(table, 'NOTES')).toBe('ocr-page (Page read by text recognition), Page 1, 91: eng+kor');
    expect(rowValue(table, 'A11Y_FINDINGS')).toBe('ERRORS 2, WARNINGS 1');
    expect(screen.getByRole('link', { name: 'Open in reader' })).toHaveAttribute('href', '/read?dtmNo=44');
    expect(screen.getByRole('link', { name: 'Open in Book' })).toHaveAttribute('href', '/book?dtmNo=44');
    // Done: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(DEMO_POLL_MS * 3));
    expect(fake.calls('GET', STATUS)).toHaveLength(3);
    expect(vi.mocked(announce).mock.calls.map(([text]) => text)).toEqual([
      '25% uploaded.',
      '100% uploaded.',
      'The HTML conversion of 1 document has started. You will get a notice when it is done.',
      'HTML conversion completed. 3 accessibility problems to check.',
    ]);
  });

  it('says why the upload was refused, and a failed job with its reason, assertively', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.mocked(uploadWithProgress)
      .mockResolvedValueOnce({ ok: false, status: 415, errors: [{ code: 'UNSUPPORTED_TYPE', msg: 'no' }] })
      .mockResolvedValueOnce({ ok: true, status: 201, data: { dtmNo: '45', dtmName: 'Locked', dtmGroupNo: null, status: 'ONGOING', quality: 'ORDINARY' } });
    const fake = fakeDriveClient();
    fake.ok('GET', '/drive-app/v1/doc/convert-quota', { TOTAL: 5, USED: 0, REMAINING: 5 });
    fake.ok('GET', STATUS, wireConversionState('45', { STATUS: 'FAILED', ERROR_CODE: 'ENCRYPTED', ERROR: 'The PDF is encrypted', ATTEMPTS: 1 }));
    renderDrive(<ConversionDemo />, fake, { path: '/test/pdf-convert-demo' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'Locked.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and convert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Locked.pdf: This file cannot be uploaded. Check the supported formats: PDF, DOCX');
    await user.click(screen.getByRole('button', { name: 'Upload and convert' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(rowValue(table, 'STATUS')).toBe('FAILED'));
    expect(rowValue(table, 'ERROR')).toBe('The PDF is encrypted');
    const reason = 'The document is protected by a password. Save it without the protection and upload it again.';
    expect(rowValue(table, 'ERROR_CODE')).toBe(`ENCRYPTED (HTML conversion failed. ${reason})`);
    expect(announce).toHaveBeenCalledWith(`HTML conversion failed. ${reason}`, 'assertive');
    expect(screen.queryByRole('link', { name: 'Open in Book' })).toBeNull();
  });
});
